<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Export</name>
    <message>
        <location filename="../ui/chartexport.cpp" line="159"/>
        <location filename="../ui/chartexport.cpp" line="165"/>
        <location filename="../ui/chartexport.cpp" line="171"/>
        <location filename="../ui/chartexport.cpp" line="183"/>
        <location filename="../ui/chartexport.cpp" line="203"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="195"/>
        <source>Cannot write %1: the SVG could not be started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageCaption</name>
    <message>
        <location filename="../ui/chartexport.cpp" line="44"/>
        <source>%1 test file on %2</source>
        <translation>тестовый файл %1 на %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="63"/>
        <source>firmware %1</source>
        <translation>прошивка %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="71"/>
        <source>%1 · DriveScope %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../ui/otherpages.cpp" line="37"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="57"/>
        <source>Loads must be whole numbers from 1 to %1, not &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="63"/>
        <source>Give at least one load, e.g. 1,4,16,64.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SweepPages</name>
    <message>
        <location filename="../ui/sweeppages.cpp" line="31"/>
        <source>Sequential</source>
        <translation>Последовательный</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="32"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="34"/>
        <source>Sequential requests follow each other, as when copying a large file; random ones jump across the drive, as a database or the system does. Hard disks are far slower at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="45"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="46"/>
        <source>How long each point is measured, after a warm-up that is not counted. Longer gives steadier figures; a drive with a write cache needs long runs to show its real write speed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ds::BlockSizeChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="137"/>
        <source>Block size</source>
        <translation>Размер блока</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="139"/>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="148"/>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="187"/>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="191"/>
        <source>CPU %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ds::BlockSizePage</name>
    <message>
        <location filename="../ui/sweeppages.cpp" line="78"/>
        <source>Also &amp;write</source>
        <translation>Также &amp;запись</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="79"/>
        <source>Show &amp;IOPS</source>
        <translation>Показать &amp;IOPS</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="80"/>
        <source>Show &amp;CPU %</source>
        <translation>Показать &amp;ЦП %</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="82"/>
        <source>Block size chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="85"/>
        <source>The smallest request. Small blocks show how many operations a drive manages, large ones how many bytes it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="91"/>
        <source>Queue depth (QD): how many requests wait at the drive at once. ATTO uses 4. A deeper queue lets SSDs work on several requests in parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="94"/>
        <source>Run the sweep a second time, writing. On a device this destroys its data and you will be asked to type its name; a test file is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="96"/>
        <source>Operations per second, on an axis of their own: the figure that matters for small blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="98"/>
        <source>DriveScope&apos;s own CPU time as a share of one core: a benchmark must cost less than the drive it measures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="103"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="105"/>
        <source>&amp;From:</source>
        <translation>&amp;От:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="106"/>
        <source>&amp;To:</source>
        <translation>&amp;До:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="107"/>
        <source>&amp;Access:</source>
        <translation>&amp;Доступ:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="108"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="109"/>
        <source>&amp;Duration per size:</source>
        <translation>&amp;Длительность на размер:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="124"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Сначала выберите диск или тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="126"/>
        <source>The largest block size is below the smallest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="152"/>
        <location filename="../ui/sweeppages.cpp" line="169"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="152"/>
        <location filename="../ui/sweeppages.cpp" line="169"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="189"/>
        <source>%1 peak %2 MB/s at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.h" line="19"/>
        <source>Block size</source>
        <translation type="unfinished">Размер блока</translation>
    </message>
</context>
<context>
    <name>ds::DriveListWidget</name>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="59"/>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="59"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="59"/>
        <location filename="../ui/drivelistwidget.cpp" line="259"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="59"/>
        <location filename="../ui/drivelistwidget.cpp" line="261"/>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="59"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="68"/>
        <source>Pick what to test. A drive with a lock cannot be opened by you: run as a user with access to it, or choose the test file, which needs no special rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="70"/>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="75"/>
        <source>The settings that change results: tagged queue depth, largest request, write cache and scheduler. Every result keeps a copy, so a comparison shows what changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="78"/>
        <source>Test file &amp;folder…</source>
        <translation>&amp;Папка тестового файла…</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <source>Where the test file is made. It is filled with incompressible data, read with O_DIRECT and deleted afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="84"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="85"/>
        <source>Test file size</source>
        <translation>Размер тестового файла</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="86"/>
        <source>Size of the test file. Larger than the drive&apos;s cache (and the page cache the filesystem might use) gives figures of the medium, not of the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="88"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="89"/>
        <source>Read the drive list again (after plugging in or mounting a drive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="94"/>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="136"/>
        <source>Test file</source>
        <translation>Тестовый файл</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="138"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="140"/>
        <source>A test file needs no root and can take write tests on a drive in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="154"/>
        <source>in use</source>
        <translation>используется</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="159"/>
        <source>locked</source>
        <translation>заблокирован</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="162"/>
        <source>You may not open %1. Choose the test file, or run DriveScope as a user in the disk group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="231"/>
        <source>Folder for the test file</source>
        <translation>Папка для тестового файла</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="240"/>
        <source>&lt;b&gt;Test file&lt;/b&gt;&lt;br&gt;In %1, %2, deleted after the test.&lt;br&gt;Figures include the filesystem; a test file suits users who may not open the device, and write tests on a drive in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="256"/>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="257"/>
        <source>Serial</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="258"/>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="260"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="260"/>
        <source>rotational (hard disk)</source>
        <translation>с вращением (жёсткий диск)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="260"/>
        <source>non-rotational</source>
        <translation>без вращения</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="262"/>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="262"/>
        <source>%1 B logical, %2 B physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="263"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="264"/>
        <source>nr_requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="266"/>
        <source>Largest request</source>
        <translation>Наибольший запрос</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="266"/>
        <source>%1 KiB (hardware %2 KiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="267"/>
        <source>Scheduler</source>
        <translation>Планировщик</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="268"/>
        <source>Write cache</source>
        <translation>Кэш записи</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="270"/>
        <source>Backing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="271"/>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="272"/>
        <source>In use</source>
        <translation>Используется</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="272"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="273"/>
        <source>Access</source>
        <translation>Доступ</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="273"/>
        <source>read and write</source>
        <translation>чтение и запись</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="273"/>
        <source>read only</source>
        <translation>только чтение</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="273"/>
        <source>none (locked)</source>
        <translation>нет (заблокирован)</translation>
    </message>
</context>
<context>
    <name>ds::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="89"/>
        <source>DriveScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="92"/>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="115"/>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="134"/>
        <source>Pick a drive or the test file, then press F5 to start.</source>
        <translation>Выберите диск или тестовый файл и нажмите F5.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="159"/>
        <source>&amp;Start</source>
        <translation>&amp;Старт</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="161"/>
        <source>Start the test of this page on the selected drive (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="163"/>
        <source>S&amp;top</source>
        <translation>С&amp;топ</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="165"/>
        <source>Stop the test; what was measured so far is kept (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="168"/>
        <source>Export &amp;PNG…</source>
        <translation>Экспорт &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="170"/>
        <source>Save the chart as a PNG with a caption naming the drive, test and settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="172"/>
        <source>Export S&amp;VG…</source>
        <translation>Экспорт S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="175"/>
        <source>&amp;Copy image</source>
        <translation>&amp;Копировать изображение</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="177"/>
        <source>Copy the chart with its caption to the clipboard, to paste into a review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="179"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="183"/>
        <source>&amp;Dark palette</source>
        <translation>&amp;Тёмная палитра</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="186"/>
        <source>Switch between the light and the dark palette; exported images follow it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="188"/>
        <source>&amp;Refresh drives</source>
        <translation>&amp;Обновить диски</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="191"/>
        <source>Go to the &amp;drive list</source>
        <translation>К &amp;списку дисков</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="194"/>
        <source>Go to the test &amp;page</source>
        <translation>К &amp;странице теста</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="198"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="204"/>
        <source>&amp;Run</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="207"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="213"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="214"/>
        <source>&amp;About DriveScope</source>
        <translation>&amp;О DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="215"/>
        <source>About DriveScope</source>
        <translation>О DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="216"/>
        <source>&lt;b&gt;DriveScope %1&lt;/b&gt;&lt;p&gt;A disk benchmark for Linux: HD Tach&apos;s surface scan, IOMeter and ATTO sweeps, CrystalDiskMark&apos;s quick suite. Every figure comes with the fio command that checks it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="221"/>
        <source>Run</source>
        <translation>Тест</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="268"/>
        <source>Cannot start</source>
        <translation>Запуск невозможен</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="287"/>
        <source>Write test refused</source>
        <translation>Тест записи отклонён</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="300"/>
        <source>Write test not started: the device&apos;s name was not typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="310"/>
        <source>starting…</source>
        <translation>запуск…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="311"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="322"/>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source> · ETA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="335"/>
        <source> · %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="337"/>
        <source> · %1 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="349"/>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="349"/>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="350"/>
        <source>Stopped; the part measured so far is shown.</source>
        <translation>Остановлено; показано измеренное до сих пор.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="359"/>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="361"/>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="361"/>
        <source>The test failed</source>
        <translation>Тест не удался</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="394"/>
        <source>Image copied to the clipboard (%1 × %2).</source>
        <translation>Изображение скопировано в буфер обмена (%1 × %2).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="400"/>
        <source>Image size</source>
        <translation>Размер изображения</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="407"/>
        <location filename="../ui/mainwindow.cpp" line="408"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="413"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ширина:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="414"/>
        <source>&amp;Height:</source>
        <translation>&amp;Высота:</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="428"/>
        <source>Export PNG</source>
        <translation>Экспорт PNG</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="429"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="434"/>
        <location filename="../ui/mainwindow.cpp" line="450"/>
        <source>Export failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="436"/>
        <location filename="../ui/mainwindow.cpp" line="452"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="444"/>
        <source>Export SVG</source>
        <translation>Экспорт SVG</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="445"/>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>ds::MultiDrivePage</name>
    <message>
        <location filename="../ui/otherpages.cpp" line="424"/>
        <source>How long all drives run together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="425"/>
        <source>&amp;Scaling: 1, 2 … N drives</source>
        <translation>&amp;Масштабирование: 1, 2 … N дисков</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="431"/>
        <source>/dev/sdb, /dev/sdc, /mnt/data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="432"/>
        <source>The drives (or folders, for a test file each) to run at once, separated by commas. They start together, as IOMeter&apos;s workers; the total shows whether the controller or bus keeps up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="435"/>
        <source>&amp;Add selected</source>
        <translation>&amp;Добавить выбранный</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="436"/>
        <source>Add the drive selected in the drive list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="449"/>
        <source>Sequential</source>
        <translation>Последовательный</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="450"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="451"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="452"/>
        <source>Write (destroys data on devices)</source>
        <translation>Запись (стирает данные на устройствах)</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="455"/>
        <source>Queue depth per drive: requests each worker keeps in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="456"/>
        <source>Run the first drive alone, then the first two, and so on, to see where adding drives stops adding speed: a shared controller, expander or bus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="464"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="466"/>
        <source>&amp;Targets:</source>
        <translation>&amp;Цели:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="469"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Размер блока:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="470"/>
        <source>A&amp;ccess:</source>
        <translation>Д&amp;оступ:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="471"/>
        <source>&amp;Direction:</source>
        <translation>&amp;Направление:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="472"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="473"/>
        <source>D&amp;uration:</source>
        <translation>Д&amp;лительность:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="475"/>
        <source>Per drive chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="476"/>
        <source>Scaling chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="497"/>
        <source>Name the drives to run together, separated by commas (or add them from the list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="514"/>
        <location filename="../ui/otherpages.cpp" line="534"/>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="532"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="554"/>
        <source>%1 drives together: %2 MB/s, %3 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.h" line="86"/>
        <source>Multi-drive</source>
        <translation>Несколько дисков</translation>
    </message>
</context>
<context>
    <name>ds::PatternsPage</name>
    <message>
        <location filename="../ui/otherpages.cpp" line="74"/>
        <source>How long each load of each pattern is measured. IOMeter reviews ran minutes; a few seconds give a first picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="80"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="89"/>
        <source>%1 % read, %2 % random; block sizes (share): %3.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="93"/>
        <source> It writes: on a device you will be asked to type its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="98"/>
        <source>Outstanding I/Os: how many requests are in flight at once, from a single user (1) to a busy server (64 and more). The rating averages loads 1 to 64; 256 is shown but not counted, as a queue that deep measures caching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="101"/>
        <source>&amp;Loads:</source>
        <translation>&amp;Нагрузки:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="102"/>
        <source>&amp;Duration per load:</source>
        <translation>&amp;Длительность на нагрузку:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>Pattern</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>Mean ms</source>
        <translation>Средн. мс</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>Max ms</source>
        <translation>Макс. мс</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>CPU %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="106"/>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="110"/>
        <source>Pattern results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="111"/>
        <source>Pattern ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="127"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Сначала выберите диск или тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="140"/>
        <source>Tick at least one pattern.</source>
        <translation>Отметьте хотя бы один шаблон.</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="151"/>
        <location filename="../ui/otherpages.cpp" line="199"/>
        <source>Rating (IOPS)</source>
        <translation>Рейтинг (IOPS)</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="180"/>
        <source>skipped: %1</source>
        <translation>пропущено: %1</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="193"/>
        <source>%1 rating</source>
        <translation>рейтинг %1</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="194"/>
        <source>1–%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="216"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="217"/>
        <source>ratings (IOPS): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.h" line="24"/>
        <source>Patterns</source>
        <translation>Шаблоны</translation>
    </message>
</context>
<context>
    <name>ds::QueueDepthChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="211"/>
        <source>Queue depth (requests in flight)</source>
        <translation>Глубина очереди (запросов в работе)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="214"/>
        <location filename="../ui/sweepcharts.cpp" line="226"/>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="218"/>
        <source>Latency (µs)</source>
        <translation>Задержка (мкс)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="239"/>
        <source>p50 latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="240"/>
        <source>p99 latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="241"/>
        <source>p99.9 latency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ds::QueueDepthPage</name>
    <message>
        <location filename="../ui/sweeppages.cpp" line="226"/>
        <source>Queue depth chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="228"/>
        <source>The request size. 4 KiB random is what an operating system and most programs ask of a drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="231"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="232"/>
        <source>Write (destroys data on a device)</source>
        <translation>Запись (стирает данные на устройстве)</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="235"/>
        <source>Queue depth (QD) is how many requests are in flight at once: 1 is one program waiting for each read, 32 a busy server. The sweep runs 1, 2, 4 … up to this. A drive&apos;s IOPS grow with QD until its internal parallelism is used up; after that only the latency grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="240"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="242"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Размер блока:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="243"/>
        <source>&amp;Access:</source>
        <translation>&amp;Доступ:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="244"/>
        <source>&amp;Direction:</source>
        <translation>&amp;Направление:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="245"/>
        <source>&amp;Deepest queue:</source>
        <translation>&amp;Наибольшая очередь:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="246"/>
        <source>D&amp;uration per depth:</source>
        <translation>Д&amp;лительность на глубину:</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="258"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Сначала выберите диск или тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="281"/>
        <location filename="../ui/sweeppages.cpp" line="294"/>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.cpp" line="312"/>
        <source>peak %1 IOPS at QD%2, p99 %3 µs there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/sweeppages.h" line="56"/>
        <source>Queue depth</source>
        <translation type="unfinished">Глубина очереди</translation>
    </message>
</context>
<context>
    <name>ds::QuickSuitePage</name>
    <message>
        <location filename="../ui/otherpages.cpp" line="247"/>
        <source>Seconds per run of each test (CrystalDiskMark: 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="250"/>
        <source>Idle time between runs, so a drive&apos;s write cache can drain (CrystalDiskMark: 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="252"/>
        <source>&amp;Read only</source>
        <translation>Только &amp;чтение</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="256"/>
        <source>Runs of each test; the figure is the best run (CrystalDiskMark&apos;s way) or the mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="257"/>
        <source>Best run</source>
        <translation>Лучший прогон</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="258"/>
        <source>Mean of the runs</source>
        <translation>Среднее прогонов</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="259"/>
        <source>Skip the write tests (on a device they destroy its data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="262"/>
        <source>Read (MB/s)</source>
        <translation>Чтение (МБ/с)</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="263"/>
        <source>Write (MB/s)</source>
        <translation>Запись (МБ/с)</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="274"/>
        <source>Sequential 1 MiB reads and writes, 8 in flight: large-file copying at its best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="275"/>
        <source>Sequential 1 MiB with one request at a time: a single program streaming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="276"/>
        <source>Random 4 KiB with 32 in flight: a busy system or server, where SSDs shine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="277"/>
        <source>Random 4 KiB one at a time: what a desktop feels when it starts programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="302"/>
        <source>Copy as &amp;text</source>
        <translation>Копировать как &amp;текст</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="303"/>
        <source>A plain-text block laid out like CrystalDiskMark&apos;s, to paste into a forum post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="309"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="311"/>
        <source>&amp;Duration:</source>
        <translation>&amp;Длительность:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="312"/>
        <source>R&amp;uns:</source>
        <translation>П&amp;рогоны:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="313"/>
        <source>&amp;Pause between runs:</source>
        <translation>&amp;Пауза между прогонами:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="314"/>
        <source>&amp;Figure:</source>
        <translation>&amp;Показатель:</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="328"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Сначала выберите диск или тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="365"/>
        <source>%1 IOPS, mean %2 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="389"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.cpp" line="394"/>
        <source>MB/s read/write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/otherpages.h" line="53"/>
        <source>Quick suite</source>
        <translation>Быстрый набор</translation>
    </message>
</context>
<context>
    <name>ds::SafetyDialog</name>
    <message>
        <location filename="../ui/safetydialog.cpp" line="18"/>
        <source>Destroy the data on %1?</source>
        <translation>Стереть данные на %1?</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="19"/>
        <source>&lt;p&gt;&lt;b&gt;This test writes over %1 and destroys everything on it.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;To go on, type the device&apos;s name (&lt;tt&gt;%3&lt;/tt&gt; or &lt;tt&gt;%1&lt;/tt&gt;):&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="24"/>
        <source>Device name</source>
        <translation>Имя устройства</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="26"/>
        <source>&amp;Destroy and run</source>
        <translation>&amp;Стереть и запустить</translation>
    </message>
</context>
<context>
    <name>ds::ScalingChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="346"/>
        <source>Aggregate MB/s</source>
        <translation>Всего МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="349"/>
        <source>Perfect scaling</source>
        <translation>Идеальное масштабирование</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="363"/>
        <source>Drives at once</source>
        <translation>Дисков одновременно</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="368"/>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ds::SurfaceChart</name>
    <message>
        <location filename="../ui/surfacechart.cpp" line="41"/>
        <source>Read MB/s</source>
        <translation>Чтение МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="42"/>
        <location filename="../ui/surfacechart.cpp" line="61"/>
        <source>Access time (ms)</source>
        <translation>Время доступа (мс)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="52"/>
        <source>Position (GB)</source>
        <translation>Позиция (ГБ)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="54"/>
        <source>Position (%)</source>
        <translation>Позиция (%)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="58"/>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ds::SurfacePage</name>
    <message>
        <location filename="../ui/surfacepage.cpp" line="28"/>
        <source>&amp;Write (destroys data)</source>
        <translation>&amp;Запись (стирает данные)</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="29"/>
        <source>Random &amp;access time</source>
        <translation>Время случайного &amp;доступа</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="31"/>
        <source>&amp;Burst rate</source>
        <translation>&amp;Пиковая скорость</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="41"/>
        <source>Transfer rate chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="43"/>
        <source>Quick: a sample per zone</source>
        <translation>Быстрый: замер на зону</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="44"/>
        <source>Full: every byte</source>
        <translation>Полный: каждый байт</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="45"/>
        <source>Quick reads a sample at each zone and takes minutes; full reads every byte and takes as long as the drive needs to read itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="49"/>
        <source>The drive is cut into this many zones. A hard disk&apos;s outer tracks pass more sectors under the head per turn than its inner ones, so the rate falls from the start to the end; zones show that curve, and dips show slow or remapped areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="53"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="55"/>
        <source>Bytes read and timed per zone in quick mode. Larger samples smooth the curve and take longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="59"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="60"/>
        <source>Short stroke: test only the first part of the drive, as when a partition uses only the fast outer tracks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="64"/>
        <source>Queue depth: how many requests are in flight at once. HD Tach used a few; more keeps an SSD busy, one shows a single program reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="66"/>
        <source>Write the zones instead of reading them. On a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="69"/>
        <source>Single small reads at random places, one at a time: the time a head needs to seek and wait for the sector. Shown as dots on the second axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="73"/>
        <source>How many random reads to time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="75"/>
        <source>A small region read again and again from the drive&apos;s cache: the speed of the interface, not of the medium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="78"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="80"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="81"/>
        <source>&amp;Zones:</source>
        <translation>&amp;Зоны:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="82"/>
        <source>Zone &amp;size:</source>
        <translation>Размер з&amp;оны:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="83"/>
        <source>S&amp;hort stroke:</source>
        <translation>&amp;Короткий ход:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="84"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="87"/>
        <source>Access sa&amp;mples:</source>
        <translation>&amp;Замеры доступа:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="90"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="92"/>
        <source>Average:</source>
        <translation>Среднее:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="93"/>
        <source>Minimum:</source>
        <translation>Минимум:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="94"/>
        <source>Maximum:</source>
        <translation>Максимум:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="95"/>
        <source>Burst:</source>
        <translation>Пик:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="96"/>
        <source>Random access:</source>
        <translation>Случайный доступ:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="97"/>
        <source>CPU:</source>
        <translation>ЦП:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="98"/>
        <source>Zones:</source>
        <translation>Зоны:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="99"/>
        <source>The whole machine&apos;s busy share during the scan, as HD Tach reports CPU utilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="100"/>
        <source>All bytes over all time, not a mean of the zone rates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="115"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Сначала выберите диск или тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="162"/>
        <location filename="../ui/surfacepage.cpp" line="179"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="192"/>
        <source>average %1 MB/s, min %2, max %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="197"/>
        <source>, burst %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="199"/>
        <source>, random access %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="200"/>
        <source>, CPU %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="206"/>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="207"/>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="213"/>
        <source>%1 % (DriveScope %2 % of a core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="228"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.h" line="21"/>
        <source>Surface</source>
        <translation>Поверхность</translation>
    </message>
</context>
<context>
    <name>ds::TestPage</name>
    <message>
        <location filename="../ui/testpage.cpp" line="11"/>
        <source>no result yet</source>
        <translation>результата пока нет</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="18"/>
        <source> (stopped early)</source>
        <translation> (остановлено досрочно)</translation>
    </message>
</context>
</TS>
