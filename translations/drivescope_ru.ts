<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AttoBars</name>
    <message>
        <location filename="../ui/attobars.cpp" line="84"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/attobars.cpp" line="135"/>
        <source>Transfer rate (%1)</source>
        <translation>Скорость передачи (%1)</translation>
    </message>
</context>
<context>
    <name>DriveListWidget</name>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="37"/>
        <source>Backing file: %1</source>
        <translation>Файл-основа: %1</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../ui/chartexport.cpp" line="475"/>
        <location filename="../ui/chartexport.cpp" line="476"/>
        <source>an image</source>
        <translation>изображение</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="504"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="525"/>
        <source>Cannot write %1: the SVG could not be started</source>
        <translation>Не удаётся записать %1: не удалось начать SVG</translation>
    </message>
</context>
<context>
    <name>ExportPanels</name>
    <message>
        <location filename="../ui/exportpanels.cpp" line="13"/>
        <location filename="../ui/exportpanels.cpp" line="234"/>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="35"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="37"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="38"/>
        <source>Mixed, %1 % read</source>
        <translation>Смешанная, %1 % чтения</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="77"/>
        <source>Surface write</source>
        <translation>Запись поверхности</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="77"/>
        <source>Surface read</source>
        <translation>Чтение поверхности</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="88"/>
        <source>Transfer rate</source>
        <translation>Скорость передачи</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="89"/>
        <source>Minimum</source>
        <translation>Минимум</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="90"/>
        <source>Maximum</source>
        <translation>Максимум</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="91"/>
        <location filename="../ui/exportpanels.cpp" line="160"/>
        <location filename="../ui/exportpanels.cpp" line="182"/>
        <source>Average</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="92"/>
        <source>Whole drive</source>
        <translation>Весь диск</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="94"/>
        <source>Access time</source>
        <translation>Время доступа</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="94"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="96"/>
        <source>Burst rate</source>
        <translation>Пиковая скорость</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="97"/>
        <source>CPU</source>
        <translation>ЦП</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="97"/>
        <source>%1 % of one core</source>
        <translation>%1 % одного ядра</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="98"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="98"/>
        <source>System busy</source>
        <translation>Загрузка системы</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="108"/>
        <source>Peak</source>
        <translation>Пик</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="109"/>
        <location filename="../ui/exportpanels.cpp" line="112"/>
        <source>%1 at %2</source>
        <translation>%1 при %2</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="111"/>
        <location filename="../ui/exportpanels.cpp" line="125"/>
        <source>Peak IOPS</source>
        <translation>Пик IOPS</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="115"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="126"/>
        <source>%1 at QD%2</source>
        <translation>%1 при QD%2</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="127"/>
        <source>MB/s there</source>
        <translation>МБ/с там</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="128"/>
        <source>p99 latency there</source>
        <translation>Задержка p99 там</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="128"/>
        <location filename="../ui/exportpanels.cpp" line="242"/>
        <source>%1 µs</source>
        <translation>%1 мкс</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="131"/>
        <source>IOPS at QD1</source>
        <translation>IOPS при QD1</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="138"/>
        <source>Rating (IOPS)</source>
        <translation>Оценка (IOPS)</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="141"/>
        <source>not rated</source>
        <translation>без оценки</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="147"/>
        <source>All drives together</source>
        <translation>Все диски вместе</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="148"/>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="149"/>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="150"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="153"/>
        <source>One drive</source>
        <translation>Один диск</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="161"/>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="162"/>
        <source>%1 GB in %2 s</source>
        <translation>%1 ГБ за %2 с</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="166"/>
        <location filename="../ui/exportpanels.cpp" line="172"/>
        <source>Write cache</source>
        <translation>Кэш записи</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="167"/>
        <source>Cache size</source>
        <translation>Размер кэша</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="168"/>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="169"/>
        <source>In the cache</source>
        <translation>В кэше</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="170"/>
        <source>After the cache</source>
        <translation>После кэша</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="172"/>
        <source>no fall in the rate</source>
        <translation>скорость не падает</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="178"/>
        <source>Blocks</source>
        <translation>Блоки</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="179"/>
        <source>Slow</source>
        <translation>Медленные</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="180"/>
        <source>Very slow</source>
        <translation>Очень медленные</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="181"/>
        <source>With errors</source>
        <translation>С ошибками</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="188"/>
        <source>Scored average</source>
        <translation>Оценённое среднее</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="188"/>
        <location filename="../ui/exportpanels.cpp" line="190"/>
        <location filename="../ui/exportpanels.cpp" line="207"/>
        <location filename="../ui/exportpanels.cpp" line="238"/>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="189"/>
        <source>Average ÷ std. dev.</source>
        <translation>Среднее ÷ ст. откл.</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="190"/>
        <source>Slowest interval</source>
        <translation>Самый медленный интервал</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="196"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="198"/>
        <source>Steady state</source>
        <translation>Установившийся режим</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="199"/>
        <source>in round %1</source>
        <translation>в раунде %1</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="200"/>
        <source>not reached</source>
        <translation>не достигнут</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="228"/>
        <source>Read (%1)</source>
        <translation>Чтение (%1)</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="229"/>
        <source>Write (%1)</source>
        <translation>Запись (%1)</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="236"/>
        <source>%1 GB/s</source>
        <translation>%1 ГБ/с</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="249"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="257"/>
        <source>mix: %1 % read, %2 % write</source>
        <translation>смесь: %1 % чтения, %2 % записи</translation>
    </message>
</context>
<context>
    <name>ImageCaption</name>
    <message>
        <location filename="../ui/chartexport.cpp" line="247"/>
        <source>%1 test file on %2</source>
        <translation>тестовый файл %1 на %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="249"/>
        <source>test file on %1</source>
        <translation>тестовый файл на %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="308"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="317"/>
        <source>firmware %1</source>
        <translation>прошивка %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="331"/>
        <source>host %1</source>
        <translation>хост %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="335"/>
        <source>kernel %1</source>
        <translation>ядро %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="336"/>
        <source>Ran on %1</source>
        <translation>Выполнено на %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="338"/>
        <source>%1 · DriveScope %2</source>
        <translation>%1 · DriveScope %2</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../ui/translation.cpp" line="84"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../ui/translation.cpp" line="87"/>
        <source>&amp;System default</source>
        <translation>&amp;Системный</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="125"/>
        <source> s</source>
        <translation> с</translation>
    </message>
</context>
<context>
    <name>SweepPages</name>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="54"/>
        <source>Sequential</source>
        <translation>Последовательный</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="55"/>
        <location filename="../ui/pagewidgets.cpp" line="93"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="57"/>
        <source>Sequential requests follow each other, as when copying a large file; random ones jump across the drive, as a database or the system does. Hard disks are far slower at random.</source>
        <translation>Последовательные запросы идут друг за другом, как при копировании большого файла; случайные разбросаны по всему диску, как у базы данных или системы. Жёсткие диски при случайном доступе намного медленнее.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="65"/>
        <source>Threads (fio&apos;s jobs, CrystalDiskMark&apos;s T): workers on the drive side by side, each keeping its own queue of this depth. Their figures are added up.</source>
        <translation>Потоки (jobs в fio, T в CrystalDiskMark): обработчики, работающие с диском одновременно, каждый со своей очередью такой глубины. Их показатели складываются.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="76"/>
        <source>any (%1)</source>
        <translation>любые (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="77"/>
        <source>Pin the threads to these CPUs, in turn (fio&apos;s cpus_allowed): &quot;0,2,4-7&quot;. Empty: wherever the system puts them.</source>
        <translation>Привязать потоки по очереди к этим процессорам (cpus_allowed у fio): «0,2,4-7». Пусто: куда их поместит система.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="94"/>
        <source>All zeros (0x00)</source>
        <translation>Только нули (0x00)</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="95"/>
        <source>What the writes carry. Random data cannot be compressed; drives that compress or deduplicate write zeros much faster.</source>
        <translation>Что содержат записываемые данные. Случайные данные не сжимаются; диски, которые сжимают или дедуплицируют данные, записывают нули гораздо быстрее.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="112"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="113"/>
        <source>How long each point is measured, after a warm-up that is not counted. Longer gives steadier figures; a drive with a write cache needs long runs to show its real write speed.</source>
        <translation>Сколько длится замер каждой точки после прогрева, который не учитывается. Чем дольше, тем стабильнее результаты; диску с кэшем записи нужны долгие прогоны, чтобы показать настоящую скорость записи.</translation>
    </message>
</context>
<context>
    <name>UnitNames</name>
    <message>
        <location filename="../ui/unitnames.cpp" line="11"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="13"/>
        <source>GB/s</source>
        <translation>ГБ/с</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="15"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="19"/>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="22"/>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="24"/>
        <source>MB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="26"/>
        <source>GB</source>
        <translation>ГБ</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="28"/>
        <source>TB</source>
        <translation>ТБ</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="49"/>
        <source>s</source>
        <translation>с</translation>
    </message>
</context>
<context>
    <name>WriteConsent</name>
    <message>
        <location filename="../ui/writeconsent.cpp" line="47"/>
        <source>Write test not started: the device&apos;s name was not typed.</source>
        <translation>Тест записи не запущен: имя устройства не введено.</translation>
    </message>
</context>
<context>
    <name>ds::AccessTime</name>
    <message>
        <location filename="../core/run/benchmarks/accesstime.cpp" line="19"/>
        <source>the number of samples must be 1 to 10000000</source>
        <translation>число замеров должно быть от 1 до 10000000</translation>
    </message>
</context>
<context>
    <name>ds::ArrayFacts</name>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="86"/>
        <source>%1 of %2 missing</source>
        <translation>нет %1 из %2</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="88"/>
        <source>%1 missing</source>
        <translation>нет %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="93"/>
        <source>inactive</source>
        <translation>неактивен</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="116"/>
        <source>LVM volume</source>
        <translation>том LVM</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="117"/>
        <source>LVM volume on %1</source>
        <translation>том LVM на %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="120"/>
        <source>multipath device</source>
        <translation>multipath-устройство</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="121"/>
        <source>multipath device over %1</source>
        <translation>multipath-устройство через %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="124"/>
        <source>dm-crypt mapping</source>
        <translation>отображение dm-crypt</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="125"/>
        <source>dm-crypt mapping on %1</source>
        <translation>отображение dm-crypt на %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="129"/>
        <source>device-mapper volume</source>
        <translation>том device-mapper</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="130"/>
        <source>device-mapper volume on %1</source>
        <translation>том device-mapper на %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="137"/>
        <source>md %1 of %2 disks</source>
        <translation>md %1 из %2 дисков</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="138"/>
        <source>md %1</source>
        <translation>md %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="140"/>
        <source>%1, %2 missing</source>
        <translation>%1, нет %2</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="142"/>
        <source>%1, inactive</source>
        <translation>%1, неактивен</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="144"/>
        <source>%1, %2 running (%3 % done)</source>
        <translation>%1, идёт %2 (выполнено %3 %)</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="146"/>
        <source>%1, %2 running</source>
        <translation>%1, идёт %2</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="148"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ds::BenchBars</name>
    <message>
        <location filename="../ui/benchbars.cpp" line="22"/>
        <location filename="../ui/benchbars.cpp" line="152"/>
        <source>(drive not named)</source>
        <translation>(диск без имени)</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="87"/>
        <source>Ranked drives</source>
        <translation>Диски по рейтингу</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="155"/>
        <source>serial %1</source>
        <translation>серийный номер %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="157"/>
        <source>firmware %1</source>
        <translation>прошивка %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchbars.cpp" line="162"/>
        <source>%1 %2, the %3 of %n run(s)</source>
        <translation>
            <numerusform>%1 %2, %3 из %n прогона</numerusform>
            <numerusform>%1 %2, %3 из %n прогонов</numerusform>
            <numerusform>%1 %2, %3 из %n прогонов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="164"/>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="165"/>
        <source>latest</source>
        <translation>последний</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="166"/>
        <source>median</source>
        <translation>медиана</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="168"/>
        <source>Run %1 on %2, host %3</source>
        <translation>Прогон %1, %2, хост %3</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="172"/>
        <source>not known</source>
        <translation>неизвестен</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="174"/>
        <source>Label: %1</source>
        <translation>Метка: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="175"/>
        <source>Settings: %1</source>
        <translation>Параметры: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="176"/>
        <source>Source: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="178"/>
        <source>* The device&apos;s own counters did not confirm it.</source>
        <translation>* Счётчики устройства его не подтвердили.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="180"/>
        <source>* Its repeats disagree.</source>
        <translation>* Его повторы расходятся.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="182"/>
        <source>* The run was stopped before its end.</source>
        <translation>* Прогон остановлен до конца.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="183"/>
        <source>On the shared bench; its session file is not on this computer.</source>
        <translation>На общем стенде; файла его сеанса нет на этом компьютере.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="184"/>
        <source>Click or Enter opens the run; Ctrl+click or Space chooses it for Compare.</source>
        <translation>Щелчок или Enter открывает прогон; Ctrl+щелчок или пробел выбирает его для сравнения.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="251"/>
        <source>No run of this figure matches the filters.</source>
        <translation>Ни один прогон с этим показателем не подходит под фильтры.</translation>
    </message>
</context>
<context>
    <name>ds::BenchHistoryDialog</name>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="19"/>
        <source>History of %1</source>
        <translation>История %1</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Wear (SMART)</source>
        <translation>Износ (SMART)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Test and settings</source>
        <translation>Тест и параметры</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="35"/>
        <source>(not measured)</source>
        <translation>(не измерено)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="39"/>
        <source>%1 (changed from %2)</source>
        <translation>%1 (была %2)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="50"/>
        <source>%1 % used</source>
        <translation>израсходовано %1 %</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="50"/>
        <source>not recorded</source>
        <translation>не записан</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="51"/>
        <source> (stopped)</source>
        <translation> (остановлен)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="53"/>
        <source>%1 · host %2 · %3</source>
        <translation>%1 · хост %2 · %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchhistorydialog.cpp" line="65"/>
        <source>%1 · serial %2: %n run(s)</source>
        <translation>
            <numerusform>%1 · серийный номер %2: %n прогон</numerusform>
            <numerusform>%1 · серийный номер %2: %n прогона</numerusform>
            <numerusform>%1 · серийный номер %2: %n прогонов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::BenchPage</name>
    <message>
        <location filename="../ui/benchpage.cpp" line="38"/>
        <source>the best run of each drive</source>
        <translation>лучший прогон каждого диска</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="40"/>
        <source>the latest run of each drive</source>
        <translation>последний прогон каждого диска</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="42"/>
        <source>the median of each drive&apos;s runs</source>
        <translation>медиана прогонов каждого диска</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="52"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="70"/>
        <source>this computer&apos;s library</source>
        <translation>библиотека этого компьютера</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="71"/>
        <source>Empty: the index of this computer&apos;s session library (SQLite). A shared bench: postgresql://user@host/database; the password goes in ~/.pgpass, never here.</source>
        <translation>Пусто: индекс библиотеки сеансов этого компьютера (SQLite). Общий стенд: postgresql://пользователь@хост/база; пароль — в ~/.pgpass, никогда не здесь.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="75"/>
        <location filename="../ui/benchpage.cpp" line="76"/>
        <location filename="../ui/benchpage.cpp" line="77"/>
        <location filename="../ui/benchpage.cpp" line="78"/>
        <location filename="../ui/benchpage.cpp" line="81"/>
        <location filename="../ui/benchpage.cpp" line="102"/>
        <location filename="../ui/benchpage.cpp" line="105"/>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="75"/>
        <source>Only drives on this interface (nvme, sata, usb) or link (PCIe 4.0)</source>
        <translation>Только диски с этим интерфейсом (nvme, sata, usb) или связью (PCIe 4.0)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="76"/>
        <source>Only drives of at least this size: 500G, 1T (binary units)</source>
        <translation>Только диски не меньше этого размера: 500G, 1T (двоичные единицы)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="77"/>
        <source>Only drives of at most this size: 2T</source>
        <translation>Только диски не больше этого размера: 2T</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="78"/>
        <source>Only runs on this machine (its host name)</source>
        <translation>Только прогоны на этой машине (её имя хоста)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="79"/>
        <source>2026-01-31</source>
        <translation>2026-01-31</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="79"/>
        <source>Only runs started on or after this date</source>
        <translation>Только прогоны, начатые в этот день или позже</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="80"/>
        <source>2026-12-31</source>
        <translation>2026-12-31</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="80"/>
        <source>Only runs started on or before this date</source>
        <translation>Только прогоны, начатые в этот день или раньше</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="81"/>
        <source>Only runs whose label contains this text</source>
        <translation>Только прогоны, чья метка содержит этот текст</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="85"/>
        <source>serials or models</source>
        <translation>серийные номера или модели</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="85"/>
        <source>Drives to highlight, by serial or model, separated by commas</source>
        <translation>Диски для выделения по серийному номеру или модели, через запятую</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="89"/>
        <source>&amp;History…</source>
        <translation>Ис&amp;тория…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="90"/>
        <source>Compa&amp;re chosen</source>
        <translation>Сравнить в&amp;ыбранные</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="91"/>
        <source>E&amp;xport image</source>
        <translation>&amp;Экспорт изображения</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="92"/>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="93"/>
        <source>&amp;Publish to bench</source>
        <translation>Опу&amp;бликовать на стенде</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="97"/>
        <source>Best run</source>
        <translation>Лучший прогон</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="98"/>
        <source>Latest run</source>
        <translation>Последний прогон</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="99"/>
        <source>Median run</source>
        <translation>Медианный прогон</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="101"/>
        <source>Which run stands for each drive: its best, its latest, or the median of its runs</source>
        <translation>Какой прогон представляет каждый диск: лучший, последний или медиана его прогонов</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="106"/>
        <source>Only runs with this tag (drivescope-cli --tag, or Edit tags in the compare view)</source>
        <translation>Только запуски с этим тегом (drivescope-cli --tag или «Изменить теги» в окне сравнения)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="107"/>
        <source>The key figure the drives are ranked by</source>
        <translation>Показатель, по которому ранжируются диски</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="114"/>
        <source>&amp;Bench:</source>
        <translation>&amp;Стенд:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="115"/>
        <source>&amp;Figure:</source>
        <translation>&amp;Показатель:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="116"/>
        <source>P&amp;er drive:</source>
        <translation>&amp;На диск:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="117"/>
        <source>&amp;Interface:</source>
        <translation>&amp;Интерфейс:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="122"/>
        <source>Capacit&amp;y:</source>
        <translation>&amp;Ёмкость:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="125"/>
        <source>H&amp;ost:</source>
        <translation>&amp;Хост:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="126"/>
        <source>Fro&amp;m:</source>
        <translation>&amp;От:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="127"/>
        <source>&amp;To:</source>
        <translation>&amp;До:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="128"/>
        <source>&amp;Label:</source>
        <translation>&amp;Метка:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="129"/>
        <source>So&amp;urce:</source>
        <translation>Исто&amp;чник:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="130"/>
        <source>T&amp;ag:</source>
        <translation>Те&amp;г:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="131"/>
        <source>Highli&amp;ght:</source>
        <translation>&amp;Выделить:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="134"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="135"/>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="137"/>
        <source>Every run of the current bar&apos;s drive over time, with firmware changes and wear</source>
        <translation>Все прогоны диска текущей полосы во времени, со сменами прошивки и износом</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="138"/>
        <source>Open the chosen drives&apos; runs in the compare view (choose with Ctrl+click or Space)</source>
        <translation>Открыть прогоны выбранных дисков в сравнении (выбор: Ctrl+щелчок или пробел)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="139"/>
        <source>The ranking as an image for print: the figure, its settings, how many drives</source>
        <translation>Рейтинг как изображение для печати: показатель, его параметры, число дисков</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="140"/>
        <source>The ranking as drivescope-cli bench rank --csv writes it</source>
        <translation>Рейтинг в том виде, как его пишет drivescope-cli bench rank --csv</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="141"/>
        <source>Put this window&apos;s runs in the bench (File → Publish to bench)</source>
        <translation>Поместить прогоны этого окна на стенд (Файл → Опубликовать на стенде)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="275"/>
        <source>Reading the bench %1…</source>
        <translation>Чтение стенда %1…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="314"/>
        <source>The bench index %1 was damaged; it is kept as %2 and was rebuilt from the sessions</source>
        <translation>Индекс стенда %1 был повреждён; он сохранён как %2 и перестроен из сеансов</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="336"/>
        <source>%1: %2 runs of %3 drives; %4 is better</source>
        <translation>%1: %2 прогонов %3 дисков; лучше %4</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="340"/>
        <location filename="../ui/benchpage.cpp" line="463"/>
        <source>higher</source>
        <translation>больше</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="340"/>
        <location filename="../ui/benchpage.cpp" line="463"/>
        <source>lower</source>
        <translation>меньше</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="375"/>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="376"/>
        <source>To</source>
        <translation>До</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="418"/>
        <source>The bench %1 holds no runs yet.</source>
        <translation>На стенде %1 пока нет прогонов.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="475"/>
        <source>Run %1 of %2 is on the shared bench; its session file is not on this computer.</source>
        <translation>Прогон %1 диска %2 на общем стенде; файла его сеанса нет на этом компьютере.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="494"/>
        <source>Choose two or more drives of this computer&apos;s library with Ctrl+click or Space.</source>
        <translation>Выберите два или больше дисков из библиотеки этого компьютера: Ctrl+щелчок или пробел.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="503"/>
        <source>A publish to the bench is under way.</source>
        <translation>Публикация на стенд уже идёт.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="507"/>
        <source>The bench gave no answer.</source>
        <translation>Стенд не ответил.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="546"/>
        <source>The library&apos;s bench is up to date: %n run(s) added</source>
        <translation>
            <numerusform>Стенд библиотеки обновлён: добавлен %n прогон</numerusform>
            <numerusform>Стенд библиотеки обновлён: добавлено %n прогона</numerusform>
            <numerusform>Стенд библиотеки обновлён: добавлено %n прогонов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="540"/>
        <source>Published to %1: %n run(s) added</source>
        <translation>
            <numerusform>Опубликовано на %1: добавлен %n прогон</numerusform>
            <numerusform>Опубликовано на %1: добавлено %n прогона</numerusform>
            <numerusform>Опубликовано на %1: добавлено %n прогонов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="541"/>
        <source>, %n already there</source>
        <translation>
            <numerusform>, %n уже был</numerusform>
            <numerusform>, %n уже было</numerusform>
            <numerusform>, %n уже было</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="543"/>
        <source>; %n run(s) queued until the bench can be reached (%1)</source>
        <translation>
            <numerusform>; %n прогон ждёт в очереди, пока стенд недоступен (%1)</numerusform>
            <numerusform>; %n прогона ждут в очереди, пока стенд недоступен (%1)</numerusform>
            <numerusform>; %n прогонов ждут в очереди, пока стенд недоступен (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="464"/>
        <location filename="../ui/benchpage.cpp" line="563"/>
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n диск</numerusform>
            <numerusform>%n диска</numerusform>
            <numerusform>%n дисков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="462"/>
        <source>%1, %2 is better; %3: %4, %5</source>
        <translation>%1, лучше %2; %3: %4, %5</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="564"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="565"/>
        <source>higher is better</source>
        <translation>больше — лучше</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="565"/>
        <source>lower is better</source>
        <translation>меньше — лучше</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="568"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="570"/>
        <source>interface</source>
        <translation>интерфейс</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="571"/>
        <source>from</source>
        <translation>от</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="572"/>
        <source>up to</source>
        <translation>до</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="573"/>
        <source>host</source>
        <translation>хост</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="574"/>
        <source>since</source>
        <translation>с</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="575"/>
        <source>until</source>
        <translation>по</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="576"/>
        <source>label</source>
        <translation>метка</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="577"/>
        <source>source</source>
        <translation>источник</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="358"/>
        <location filename="../ui/benchpage.cpp" line="465"/>
        <location filename="../ui/benchpage.cpp" line="579"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n прогон</numerusform>
            <numerusform>%n прогона</numerusform>
            <numerusform>%n прогонов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="578"/>
        <source>tag</source>
        <translation>тег</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="581"/>
        <source>Bench: %1</source>
        <translation>Стенд: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="627"/>
        <source>the ranking&apos;s CSV</source>
        <translation>CSV рейтинга</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="643"/>
        <source>Export the ranking as SVG</source>
        <translation>Экспорт рейтинга в SVG</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="643"/>
        <source>Export the ranking as PNG</source>
        <translation>Экспорт рейтинга в PNG</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="644"/>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="644"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="649"/>
        <location filename="../ui/benchpage.cpp" line="662"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="657"/>
        <source>Export the ranking as CSV</source>
        <translation>Экспорт рейтинга в CSV</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="657"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.h" line="38"/>
        <source>Bench</source>
        <translation>Стенд</translation>
    </message>
</context>
<context>
    <name>ds::BenchmarkWorker</name>
    <message>
        <location filename="../core/run/runner/benchmarkworker.cpp" line="238"/>
        <source>the PTS purges and writes a whole drive: %1 is no block device</source>
        <translation>PTS очищает и перезаписывает весь накопитель: %1 не является блочным устройством</translation>
    </message>
    <message>
        <location filename="../core/run/runner/benchmarkworker.cpp" line="248"/>
        <source>the target</source>
        <translation>цель</translation>
    </message>
</context>
<context>
    <name>ds::BlockSizeChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="208"/>
        <source>%1 ceiling</source>
        <translation>Предел %1</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="171"/>
        <source>Block size</source>
        <translation>Размер блока</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="173"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="193"/>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="279"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="281"/>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="293"/>
        <source>%1 %2: not measured</source>
        <translation>%1 %2: не измерено</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="294"/>
        <source>%1 %2: %3 MB/s · %4 IOPS · mean %5 µs · p99 %6 µs · CPU %7 %</source>
        <translation>%1 %2: %3 МБ/с · %4 IOPS · среднее %5 мкс · p99 %6 мкс · ЦП %7 %</translation>
    </message>
</context>
<context>
    <name>ds::BlockSizePage</name>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="76"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="76"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="77"/>
        <source>Mean µs</source>
        <translation>Средн. мкс</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="77"/>
        <source>p99 µs</source>
        <translation>p99 мкс</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="48"/>
        <source>Also &amp;write</source>
        <translation>Также &amp;запись</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="57"/>
        <source>Show &amp;IOPS</source>
        <translation>Показать &amp;IOPS</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="62"/>
        <source>Show &amp;CPU %</source>
        <translation>Показать &amp;ЦП %</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="79"/>
        <source>Block size chart</source>
        <translation>График размеров блока</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="80"/>
        <source>Block size figures</source>
        <translation>Значения по размерам блока</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="81"/>
        <source>The figures of each block size: the mean over its repeats. Hover over a bar for the same.</source>
        <translation>Значения для каждого размера блока: среднее по повторам. То же показывает подсказка над столбцом.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="33"/>
        <source>The smallest request. Small blocks show how many operations a drive manages, large ones how many bytes it moves.</source>
        <translation>Наименьший запрос. Малые блоки показывают, сколько операций выполняет диск, большие — сколько байт он передаёт.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="42"/>
        <source>Queue depth (QD): how many requests wait at the drive at once. ATTO uses 4. A deeper queue lets SSDs work on several requests in parallel.</source>
        <translation>Глубина очереди (QD): сколько запросов одновременно ждут у диска. ATTO использует 4. Более глубокая очередь позволяет SSD обрабатывать несколько запросов параллельно.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="49"/>
        <source>Run the sweep a second time, writing. On a device this destroys its data and you will be asked to type its name; a test file is safe.</source>
        <translation>Повторить серию измерений с записью. На устройстве это уничтожит его данные, и вас попросят ввести его имя; тестовый файл безопасен.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="58"/>
        <source>Operations per second, on an axis of their own: the figure that matters for small blocks.</source>
        <translation>Операций в секунду, на отдельной оси: показатель, важный для малых блоков.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="63"/>
        <source>DriveScope&apos;s own CPU time as a share of one core: a benchmark must cost less than the drive it measures.</source>
        <translation>Собственное процессорное время DriveScope как доля одного ядра: тест должен стоить меньше, чем измеряемый диск.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="35"/>
        <source>&amp;From:</source>
        <translation>&amp;От:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="36"/>
        <source>&amp;To:</source>
        <translation>&amp;До:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="39"/>
        <source>&amp;Access:</source>
        <translation>Дост&amp;уп:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="40"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="45"/>
        <source>T&amp;hreads:</source>
        <translation>Пото&amp;ки:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="46"/>
        <source>CPUs:</source>
        <translation>Процессоры:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="47"/>
        <source>&amp;Duration per size:</source>
        <translation>Дл&amp;ительность на размер:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="52"/>
        <source>Read-only on devices: tick “Also write” to write as well (destroys the drive&apos;s data).</source>
        <translation>На устройствах только чтение: отметьте «Также запись», чтобы и записывать (уничтожает данные диска).</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="55"/>
        <source>Test data:</source>
        <translation>Тестовые данные:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="67"/>
        <source>ATTO-style e&amp;xport</source>
        <translation>Экспорт как в &amp;ATTO</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="68"/>
        <source>Exported images show ATTO&apos;s picture: a horizontal read and write bar per block size, and the figures in a table beside them.</source>
        <translation>Экспортируемые изображения выглядят как в ATTO: горизонтальные полосы чтения и записи для каждого размера блока, а рядом таблица значений.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="120"/>
        <location filename="../ui/blocksizepage.cpp" line="139"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="120"/>
        <location filename="../ui/blocksizepage.cpp" line="139"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="172"/>
        <source>%1 peak %2 MB/s at %3</source>
        <translation>%1: пик %2 МБ/с при %3</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="75"/>
        <location filename="../ui/blocksizepage.h" line="20"/>
        <source>Block size</source>
        <translation>Размер блока</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="78"/>
        <source>By block size</source>
        <translation>По размеру блока</translation>
    </message>
</context>
<context>
    <name>ds::BurstRate</name>
    <message>
        <location filename="../core/run/benchmarks/burstrate.cpp" line="18"/>
        <source>the burst region must be 4 KiB to 64 MiB</source>
        <translation>область пиковой скорости должна быть от 4 KiB до 64 MiB</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/burstrate.cpp" line="20"/>
        <source>the number of passes must be 1 to 100000</source>
        <translation>число проходов должно быть от 1 до 100000</translation>
    </message>
</context>
<context>
    <name>ds::Caveat</name>
    <message>
        <location filename="../core/model/caveats.cpp" line="18"/>
        <source>a test file on a filesystem, not the raw device: the filesystem is measured too</source>
        <translation>тестовый файл в файловой системе, а не само устройство: файловая система тоже измеряется</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="21"/>
        <source>a test file on %1, not the raw device: the filesystem is measured too</source>
        <translation>тестовый файл в %1, а не само устройство: файловая система тоже измеряется</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="23"/>
        <source>%1 copies on write and may compress: the figures differ from the drive&apos;s</source>
        <translation>%1 использует копирование при записи и может сжимать данные: результаты отличаются от результатов самого диска</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="25"/>
        <source>%1 keeps its files in memory: the figures are the memory&apos;s, not a drive&apos;s</source>
        <translation>%1 хранит файлы в памяти: это показатели памяти, а не диска</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="26"/>
        <source>%1 is a network filesystem: the network and the server are part of the figures</source>
        <translation>%1 — сетевая файловая система: сеть и сервер входят в показатели</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="28"/>
        <source>O_DIRECT was not possible: I/O went through the page cache, so the figures show memory more than the drive</source>
        <translation>O_DIRECT был невозможен: ввод-вывод шёл через страничный кэш, поэтому результаты отражают скорее память, чем диск</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="30"/>
        <source>%1 is encrypted with dm-crypt/LUKS: the CPU&apos;s cipher speed is part of the figures</source>
        <translation>%1 зашифрован dm-crypt/LUKS: скорость шифрования процессора входит в результаты</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="33"/>
        <source>%1 is a degraded %2 array, %3 of its %4 disks missing: the figures are not those of the whole array</source>
        <translation>%1 — деградированный массив %2, нет %3 из %4 дисков: результаты не относятся ко всему массиву</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="35"/>
        <source>%1 is a degraded %2 array, %3 of its disks missing: the figures are not those of the whole array</source>
        <translation>%1 — деградированный массив %2, нет %3 его дисков: результаты не относятся ко всему массиву</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="38"/>
        <source>%1 was running an md %2 when the run began (%3 % done): the sync shares the disks with the test</source>
        <translation>%1 выполнял md %2, когда начался прогон (выполнено %3 %): синхронизация делит диски с тестом</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="40"/>
        <source>%1 was running an md %2 when the run began: the sync shares the disks with the test</source>
        <translation>%1 выполнял md %2, когда начался прогон: синхронизация делит диски с тестом</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="43"/>
        <source>write cache of %1: write back; writes may be acknowledged from the drive&apos;s cache</source>
        <translation>кэш записи %1: обратная запись; запись может подтверждаться из кэша накопителя</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="45"/>
        <source>write cache of %1: %2</source>
        <translation>кэш записи %1: %2</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="48"/>
        <source>write cache: write back; writes may be acknowledged from the drive&apos;s cache</source>
        <translation>кэш записи: write back; запись может подтверждаться уже из кэша диска</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="49"/>
        <source>write cache: %1</source>
        <translation>кэш записи: %1</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="50"/>
        <source>other I/O on %1 during the run: %2 MB read and %3 MB written beyond this run&apos;s own</source>
        <translation>посторонний ввод-вывод на %1 во время прогона: прочитано %2 МБ и записано %3 МБ сверх собственных данных прогона</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="52"/>
        <source>%1 MB/s is more than %2 carries (%3 MB/s): that figure came from a cache, not through the link</source>
        <translation>%1 МБ/с больше, чем передаёт %2 (%3 МБ/с): эта цифра получена из кэша, а не через интерфейс</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="55"/>
        <source>%1 counted only %2 % of the %3 this run read: the page cache served the rest, so the figures show memory more than the drive</source>
        <translation>устройство %1 учло только %2 % из %3, прочитанных этим прогоном: остальное отдал страничный кэш, поэтому результаты отражают скорее память, чем диск</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="58"/>
        <source>%1 counted only %2 % of the %3 this run read: %4 likely compressed or deduplicated the data, so the figures show the filesystem more than the drive</source>
        <translation>устройство %1 учло только %2 % из %3, прочитанных этим прогоном: файловая система %4, вероятно, сжала или дедуплицировала данные, поэтому результаты отражают скорее файловую систему, чем диск</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="61"/>
        <source>%1 counted only %2 % of the %3 this run read: a cache above the drive or unwritten blocks likely answered the rest, so the figures are not the drive&apos;s</source>
        <translation>устройство %1 учло только %2 % из %3, прочитанных этим прогоном: остальное, вероятно, отдали кэш над диском или незаписанные блоки, поэтому результаты не относятся к диску</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="64"/>
        <source>%1 counted only %2 % of the %3 this run wrote: the page cache likely holds the rest, so the figures show memory more than the drive</source>
        <translation>устройство %1 учло только %2 % из %3, записанных этим прогоном: остальное, вероятно, ещё в страничном кэше, поэтому результаты отражают скорее память, чем диск</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="67"/>
        <source>%1 counted only %2 % of the %3 this run wrote: %4 likely compressed or deduplicated the data, so the figures show the filesystem more than the drive</source>
        <translation>устройство %1 учло только %2 % из %3, записанных этим прогоном: файловая система %4, вероятно, сжала или дедуплицировала данные, поэтому результаты отражают скорее файловую систему, чем диск</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="70"/>
        <source>%1 counted only %2 % of the %3 this run wrote: zero or repetitive data was likely compressed or skipped below, so the figures are not the drive&apos;s</source>
        <translation>устройство %1 учло только %2 % из %3, записанных этим прогоном: нули или повторяющиеся данные, вероятно, были сжаты или пропущены ниже, поэтому результаты не относятся к диску</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="74"/>
        <source>%1 did not cool below %2 within %3 s (waits that reached that limit: %4; warmest %5): those tests started warm</source>
        <translation>%1 не остыл ниже %2 за %3 с (ожиданий, дошедших до этого предела: %4; максимум %5): эти тесты начались на горячем диске</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="78"/>
        <source>%1 was not idle for %2 s within %3 s (waits that reached that limit: %4): I/O went on right before those tests</source>
        <translation>%1 не простаивал %2 с в течение %3 с (ожиданий, дошедших до этого предела: %4): непосредственно перед этими тестами шёл ввод-вывод</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="82"/>
        <source>no cool-down below a temperature: %1</source>
        <translation>без охлаждения ниже температуры: %1</translation>
    </message>
</context>
<context>
    <name>ds::Compare</name>
    <message>
        <location filename="../core/model/compare.cpp" line="21"/>
        <location filename="../core/model/figurekey.cpp" line="18"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="22"/>
        <location filename="../core/model/figurekey.cpp" line="19"/>
        <location filename="../core/model/figurekey.cpp" line="31"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="23"/>
        <location filename="../core/model/figurekey.cpp" line="20"/>
        <source>mean latency</source>
        <translation>средняя задержка</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="24"/>
        <location filename="../core/model/figurekey.cpp" line="21"/>
        <source>p99 latency</source>
        <translation>задержка p99</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="25"/>
        <location filename="../core/model/compare.cpp" line="47"/>
        <location filename="../core/model/figurekey.cpp" line="22"/>
        <source>CPU</source>
        <translation>ЦП</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="26"/>
        <location filename="../core/model/figurekey.cpp" line="23"/>
        <source>average MB/s</source>
        <translation>среднее МБ/с</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="27"/>
        <location filename="../core/model/figurekey.cpp" line="24"/>
        <source>whole-drive MB/s</source>
        <translation>МБ/с по всему диску</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="28"/>
        <location filename="../core/model/figurekey.cpp" line="25"/>
        <source>minimum MB/s</source>
        <translation>минимум МБ/с</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="29"/>
        <location filename="../core/model/figurekey.cpp" line="26"/>
        <source>maximum MB/s</source>
        <translation>максимум МБ/с</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="30"/>
        <source>CPU utilization</source>
        <translation>загрузка ЦП</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="31"/>
        <location filename="../core/model/figurekey.cpp" line="29"/>
        <source>average access time</source>
        <translation>среднее время доступа</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="32"/>
        <location filename="../core/model/figurekey.cpp" line="30"/>
        <source>p99 access time</source>
        <translation>время доступа p99</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="33"/>
        <location filename="../core/model/figurekey.cpp" line="32"/>
        <source>burst rate</source>
        <translation>пиковая скорость</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="34"/>
        <location filename="../core/model/figurekey.cpp" line="33"/>
        <source>random access</source>
        <translation>случайный доступ</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="35"/>
        <location filename="../core/model/figurekey.cpp" line="35"/>
        <source>written before the cliff</source>
        <translation>записано до провала</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="36"/>
        <location filename="../core/model/figurekey.cpp" line="37"/>
        <source>MB/s after the cliff</source>
        <translation>МБ/с после провала</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="37"/>
        <location filename="../core/model/figurekey.cpp" line="38"/>
        <source>aggregate MB/s</source>
        <translation>сумма МБ/с</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="38"/>
        <location filename="../core/model/figurekey.cpp" line="39"/>
        <source>aggregate IOPS</source>
        <translation>сумма IOPS</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="39"/>
        <location filename="../core/model/figurekey.cpp" line="40"/>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="40"/>
        <location filename="../core/model/figurekey.cpp" line="41"/>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="41"/>
        <location filename="../core/model/figurekey.cpp" line="42"/>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="43"/>
        <source>not recorded</source>
        <translation>не записано</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="45"/>
        <source>host</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="46"/>
        <source>kernel</source>
        <translation>ядро</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="48"/>
        <source>memory</source>
        <translation>память</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="49"/>
        <source>measured with</source>
        <translation>измерено</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="50"/>
        <source>test</source>
        <translation>тест</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="51"/>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="52"/>
        <source>filesystem</source>
        <translation>файловая система</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="53"/>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="54"/>
        <source>firmware</source>
        <translation>прошивка</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="55"/>
        <source>transport</source>
        <translation>интерфейс</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="56"/>
        <source>link</source>
        <translation>интерфейс</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="57"/>
        <source>queue depth</source>
        <translation>глубина очереди</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="58"/>
        <source>max transfer size</source>
        <translation>наибольший размер передачи</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="59"/>
        <source>max hardware transfer size</source>
        <translation>наибольший аппаратный размер передачи</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="60"/>
        <source>scheduler</source>
        <translation>планировщик</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="61"/>
        <source>write cache</source>
        <translation>кэш записи</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="62"/>
        <source>sectors</source>
        <translation>секторы</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="66"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="67"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="69"/>
        <source>a test file in %1</source>
        <translation>тестовый файл в %1</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="70"/>
        <location filename="../core/model/figurekey.cpp" line="44"/>
        <source>%1 target(s) MB/s</source>
        <translation>целей: %1, МБ/с</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="71"/>
        <source>%1 / %2 bytes</source>
        <translation>%1 / %2 байт</translation>
    </message>
    <message>
        <location filename="../core/files/sessionfiles.cpp" line="89"/>
        <location filename="../core/model/compare.cpp" line="457"/>
        <source>a comparison takes %1 to %2 runs, not %3</source>
        <translation>для сравнения нужно от %1 до %2 прогонов, а не %3</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="531"/>
        <source>%1: %2 to %3</source>
        <translation>%1: от %2 до %3</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="27"/>
        <source>system busy</source>
        <translation>загрузка системы</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="43"/>
        <source>read &amp; write</source>
        <translation>чтение и запись</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="46"/>
        <source>slow blocks</source>
        <translation>медленные блоки</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="47"/>
        <source>very slow blocks</source>
        <translation>очень медленные блоки</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="48"/>
        <source>blocks with errors</source>
        <translation>блоки с ошибками</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="49"/>
        <source>median block time</source>
        <translation>медианное время блока</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="51"/>
        <source>scored average IOPS</source>
        <translation>оценённые средние IOPS</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="53"/>
        <source>average ÷ standard deviation</source>
        <translation>среднее ÷ стандартное отклонение</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="55"/>
        <source>slowest scored interval</source>
        <translation>самый медленный оценённый интервал</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="56"/>
        <source>cache back</source>
        <translation>кэш восстановлен</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="57"/>
        <source>rounds</source>
        <translation>раунды</translation>
    </message>
</context>
<context>
    <name>ds::CompareWindow</name>
    <message>
        <location filename="../ui/comparewindow.cpp" line="55"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="60"/>
        <source>Compare sessions · DriveScope</source>
        <translation>Сравнение сеансов · DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="64"/>
        <source>Sessions and runs (first chosen: the baseline)</source>
        <translation>Сеансы и прогоны (первый выбранный — базовый)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="65"/>
        <source>Tick 2 to 8 runs to compare; the first ticked run is the one the changes are measured against</source>
        <translation>Отметьте от 2 до 8 прогонов для сравнения; изменения считаются относительно первого отмеченного</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="71"/>
        <source>&amp;Add sessions</source>
        <translation>&amp;Добавить сеансы</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="75"/>
        <source>Session &amp;files…</source>
        <translation>&amp;Файлы сеансов…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="76"/>
        <source>&amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="82"/>
        <source>Make &amp;baseline</source>
        <translation>Сделать &amp;базовым</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="83"/>
        <source>Move the selected session to the top: its run becomes the one compared against</source>
        <translation>Переместить выбранный сеанс наверх: его прогон станет базой для сравнения</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="91"/>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="115"/>
        <source>&amp;Rename run…</source>
        <translation>&amp;Переименовать запуск…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="116"/>
        <source>Edit &amp;tags…</source>
        <translation>Изменить &amp;теги…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="121"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="122"/>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="90"/>
        <source>Surface read</source>
        <translation>Чтение поверхности</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="44"/>
        <location filename="../ui/comparecharts.cpp" line="91"/>
        <location filename="../ui/comparecharts.cpp" line="96"/>
        <source>Block size</source>
        <translation>Размер блока</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="44"/>
        <location filename="../ui/comparecharts.cpp" line="92"/>
        <location filename="../ui/comparecharts.cpp" line="97"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="93"/>
        <location filename="../ui/comparecharts.cpp" line="98"/>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="95"/>
        <source>Surface</source>
        <translation>Поверхность</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="156"/>
        <source>Key figures</source>
        <translation>Ключевые показатели</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="157"/>
        <source>What changed</source>
        <translation>Что изменилось</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="175"/>
        <source>Add 2 to 8 session files (Add sessions) and tick the runs to compare.</source>
        <translation>Добавьте от 2 до 8 файлов сеансов (Добавить сеансы) и отметьте прогоны для сравнения.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="197"/>
        <source>%1 (loading…)</source>
        <translation>%1 (загрузка…)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/comparewindow.cpp" line="221"/>
        <source>Loading %n file(s)…</source>
        <translation>
            <numerusform>Загрузка %n файла…</numerusform>
            <numerusform>Загрузка %n файлов…</numerusform>
            <numerusform>Загрузка %n файлов…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="329"/>
        <source>Cannot rename the run: %1</source>
        <translation>Не удалось переименовать запуск: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="339"/>
        <location filename="../ui/comparewindow.cpp" line="345"/>
        <source>Cannot tag the run: %1</source>
        <translation>Не удалось задать теги запуска: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="390"/>
        <source>Rename run</source>
        <translation>Переименовать запуск</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="391"/>
        <source>The run&apos;s name in legends, captions and reports (empty: %1):</source>
        <translation>Имя запуска в легендах, подписях и отчётах (пусто: %1):</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="403"/>
        <location filename="../ui/comparewindow.cpp" line="413"/>
        <source>Edit tags</source>
        <translation>Изменить теги</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="404"/>
        <source>Words to find the run by in the Bench, separated by commas (review-2026, fleet-a):</source>
        <translation>Слова, по которым запуск найдётся на стенде, через запятую (обзор-2026, парк-a):</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="455"/>
        <source>the session holds no runs</source>
        <translation>в сеансе нет прогонов</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="456"/>
        <source>%1 was not added: %2</source>
        <translation>%1 не добавлен: %2</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="44"/>
        <location filename="../ui/comparewindow.cpp" line="233"/>
        <location filename="../ui/comparewindow.cpp" line="377"/>
        <source>Run %1: %2</source>
        <translation>Прогон %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="45"/>
        <source>Run %1: %2
Tags: %3</source>
        <translation>Запуск %1: %2
Теги: %3</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="127"/>
        <source>Light image (for print)</source>
        <translation>Светлое изображение (для печати)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="127"/>
        <source>Dark image</source>
        <translation>Тёмное изображение</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="307"/>
        <location filename="../ui/comparewindow.cpp" line="437"/>
        <source>Tick 2 to 8 runs to compare: this window&apos;s runs and the library&apos;s latest are listed; Add sessions for others.</source>
        <translation>Отметьте от 2 до 8 прогонов для сравнения: показаны прогоны этого окна и последние из библиотеки; другие — через «Добавить сеансы».</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="528"/>
        <source>A comparison takes %1 to %2 runs; %3 chosen.</source>
        <translation>Для сравнения нужно от %1 до %2 прогонов; выбрано: %3.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="537"/>
        <source>Comparing %1 runs…</source>
        <translation>Сравнение прогонов: %1…</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="46"/>
        <location filename="../ui/comparecharts.cpp" line="143"/>
        <location filename="../ui/comparecharts.cpp" line="189"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="46"/>
        <location filename="../ui/comparecharts.cpp" line="216"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="617"/>
        <source>Cannot compare: %1</source>
        <translation>Сравнение невозможно: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="140"/>
        <source>Position (GB)</source>
        <translation>Позиция (ГБ)</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="186"/>
        <source>Written (GB)</source>
        <translation>Записано (ГБ)</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="22"/>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="36"/>
        <source>higher is better</source>
        <translation>больше — лучше</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="37"/>
        <source>lower is better</source>
        <translation>меньше — лучше</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="63"/>
        <source>better than %1</source>
        <translation>лучше, чем %1</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="66"/>
        <source>worse than %1</source>
        <translation>хуже, чем %1</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="69"/>
        <source>within %1 % of %2: run-to-run noise</source>
        <translation>в пределах %1 % от %2: разброс между прогонами</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="74"/>
        <source>the baseline of this figure</source>
        <translation>база этого показателя</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="77"/>
        <source>this run has no such figure</source>
        <translation>у этого прогона нет такого показателя</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="87"/>
        <source>unstable: its runs spread by %1 % (%2), so a change may be their noise</source>
        <translation>нестабильно: прогоны расходятся на %1 % (%2), так что изменение может быть их шумом</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="90"/>
        <source>its runs spread by ±%1 % (%2)</source>
        <translation>прогоны расходятся на ±%1 % (%2)</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="96"/>
        <source>not confirmed by the drive&apos;s own counters (%1)</source>
        <translation>не подтверждено собственными счётчиками накопителя (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="108"/>
        <source>Device confirmed</source>
        <translation>Подтверждено устройством</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="126"/>
        <source>Fact</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="147"/>
        <source>not recorded</source>
        <translation>не записано</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="176"/>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="177"/>
        <source>temperature</source>
        <translation>температура</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="182"/>
        <source>caveats</source>
        <translation>оговорки</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="641"/>
        <source>%1 runs compared; nothing changed in the host and device facts.</source>
        <translation>Сравнено прогонов: %1; в параметрах компьютера и устройства ничего не изменилось.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="642"/>
        <source>%1 runs compared; what changed: %2.</source>
        <translation>Сравнено прогонов: %1; изменилось: %2.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="689"/>
        <source>%1 runs compared, changes against %2</source>
        <translation>Сравнено прогонов: %1, изменения относительно %2</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="755"/>
        <location filename="../ui/comparewindow.cpp" line="766"/>
        <source>Nothing to export: choose 2 to 8 runs first.</source>
        <translation>Нечего экспортировать: сначала выберите от 2 до 8 прогонов.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="776"/>
        <source>Export SVG</source>
        <translation>Экспорт SVG</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="776"/>
        <source>Export PNG</source>
        <translation>Экспорт PNG</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="778"/>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="778"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="787"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="793"/>
        <source>Add sessions to compare</source>
        <translation>Добавить сеансы для сравнения</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="794"/>
        <source>DriveScope sessions (*.json);;All files (*)</source>
        <translation>Сеансы DriveScope (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="94"/>
        <source>IOPS over time</source>
        <translation>IOPS во времени</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="99"/>
        <source>Over time</source>
        <translation>Во времени</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="101"/>
        <source>Each run&apos;s IOPS per interval of its time series, from its own start: where one drive slows down after a while and the other does not.</source>
        <translation>IOPS каждого прогона по интервалам его временного ряда, от его собственного начала: где один накопитель через некоторое время замедляется, а другой нет.</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="213"/>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
</context>
<context>
    <name>ds::Consistency</name>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="55"/>
        <source>filled first</source>
        <translation>сначала заполнено</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="62"/>
        <source>the consistency test runs from 1 second to a week, not %1 s</source>
        <translation>тест стабильности длится от 1 секунды до недели, а не %1 с</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="66"/>
        <source>the consistency test needs a time-series interval: its score is made of them</source>
        <translation>тесту стабильности нужен интервал временного ряда: его оценка строится из интервалов</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="70"/>
        <source>a run of %1 s has fewer than three intervals of %2 s to score: run longer or use shorter intervals</source>
        <translation>в прогоне %1 с меньше трёх интервалов по %2 с для оценки: запустите дольше или выберите интервалы короче</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="76"/>
        <source>the scored part must be from 5 % to the whole run, not %1</source>
        <translation>оцениваемая часть должна быть от 5 % до всего прогона, а не %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="148"/>
        <source>whole run scored</source>
        <translation>оценён весь прогон</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="150"/>
        <source>last third scored</source>
        <translation>оценена последняя треть</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="152"/>
        <source>last half scored</source>
        <translation>оценена последняя половина</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="154"/>
        <source>last quarter scored</source>
        <translation>оценена последняя четверть</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="156"/>
        <source>last %1 % scored</source>
        <translation>оценены последние %1 %</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="177"/>
        <source>the scored part must be a fraction of the run from 0.05 to 1 (1/3, 0.25, 50%), not &quot;%1&quot;</source>
        <translation>оцениваемая часть должна быть долей прогона от 0,05 до 1 (1/3, 0.25, 50%), а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/consistency.cpp" line="17"/>
        <source>the consistency test writes, and %1 was opened read-only</source>
        <translation>тест стабильности пишет, а %1 открыт только для чтения</translation>
    </message>
</context>
<context>
    <name>ds::ConsistencyPage</name>
    <message>
        <location filename="../ui/consistencypage.cpp" line="27"/>
        <source>&amp;Fill the target first</source>
        <translation>&amp;Сначала заполнить цель</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="33"/>
        <source>Consistency chart</source>
        <translation>График стабильности</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="37"/>
        <location filename="../ui/consistencypage.cpp" line="43"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="38"/>
        <source>How long to write. Reviewers write for half an hour to an hour, until the drive has no clean blocks left and settles into its steady state.</source>
        <translation>Сколько писать. Обозреватели пишут от получаса до часа, пока у накопителя не кончатся чистые блоки и он не выйдет в установившийся режим.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="44"/>
        <source>Each point of the scatter is the IOPS of one interval this long.</source>
        <translation>Каждая точка диаграммы — IOPS одного интервала такой длины.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="45"/>
        <source>Last third</source>
        <translation>Последняя треть</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="46"/>
        <source>Last half</source>
        <translation>Последняя половина</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="47"/>
        <source>Last quarter</source>
        <translation>Последняя четверть</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="48"/>
        <source>Whole run</source>
        <translation>Весь прогон</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="49"/>
        <source>The part of the run that is scored: a drive&apos;s first minutes are fast while it has clean blocks; what it does after is what lasts.</source>
        <translation>Оцениваемая часть прогона: первые минуты быстры, пока есть чистые блоки; то, что потом, — надолго.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="51"/>
        <source>Write the whole target sequentially first, as a drive in use is full: without it a fresh drive looks faster than it stays.</source>
        <translation>Сначала последовательно записать всю цель, как заполнен используемый накопитель: иначе новый накопитель кажется быстрее, чем останется.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="55"/>
        <source>D&amp;uration:</source>
        <translation>&amp;Длительность:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="56"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Размер блока:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="57"/>
        <source>The size of each random write; reviewers use 4 KiB.</source>
        <translation>Размер каждой случайной записи; обозреватели берут 4 КиБ.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="59"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="60"/>
        <source>How many writes are in flight at once, per thread; reviewers use 32.</source>
        <translation>Сколько записей одновременно в полёте на поток; обозреватели берут 32.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="62"/>
        <source>T&amp;hreads:</source>
        <translation>&amp;Потоки:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="63"/>
        <source>CPUs:</source>
        <translation>ЦП:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="64"/>
        <source>&amp;Interval:</source>
        <translation>&amp;Интервал:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="65"/>
        <source>&amp;Scored:</source>
        <translation>&amp;Оценка:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="67"/>
        <source>Writes: on a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation>Пишет: на устройстве это уничтожит данные, и вас попросят ввести его имя; тестовый файл безопасен.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="72"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="74"/>
        <source>Scored average:</source>
        <translation>Оценённое среднее:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="75"/>
        <source>Average ÷ std. dev.:</source>
        <translation>Среднее ÷ ст. откл.:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="76"/>
        <source>Slowest interval:</source>
        <translation>Самый медленный интервал:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="77"/>
        <source>Whole run:</source>
        <translation>Весь прогон:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="78"/>
        <source>The scored part&apos;s average IOPS divided by their standard deviation: the higher, the steadier the drive.</source>
        <translation>Средние IOPS оцениваемой части, делённые на их стандартное отклонение: чем выше, тем ровнее накопитель.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="143"/>
        <source>%1 IOPS (%2), average ÷ std. dev. %3</source>
        <translation>%1 IOPS (%2), среднее ÷ ст. откл. %3</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="150"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="157"/>
        <source>%1 IOPS (%2 from %3 s)</source>
        <translation>%1 IOPS (%2 с %3 с)</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="155"/>
        <location filename="../ui/consistencypage.cpp" line="161"/>
        <location filename="../ui/consistencypage.cpp" line="162"/>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="163"/>
        <source>%1 IOPS average, %2 … %3</source>
        <translation>%1 IOPS в среднем, %2 … %3</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="170"/>
        <source>%1 IOPS average so far</source>
        <translation>пока %1 IOPS в среднем</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.h" line="23"/>
        <source>Consistency</source>
        <translation>Стабильность</translation>
    </message>
</context>
<context>
    <name>ds::CoolDownDialog</name>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="21"/>
        <source>Wait until the drive is &amp;below</source>
        <translation>Ждать, пока температура диска не станет &amp;ниже</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="23"/>
        <source>Wait until the drive has been &amp;idle for</source>
        <translation>Ждать, пока диск не &amp;простоит</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="27"/>
        <source>Cool-down before tests</source>
        <translation>Охлаждение перед тестами</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="28"/>
        <source>Before each test and each repeat, as reviewers let a drive cool between runs. The progress line shows the wait; a run never waits longer than the limit, and says so in its caveats when it got there.</source>
        <translation>Перед каждым тестом и каждым повтором, как обозреватели дают диску остыть между прогонами. Строка хода выполнения показывает ожидание; прогон никогда не ждёт дольше предела и сообщает в своих оговорках, если дошёл до него.</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="34"/>
        <source> °C</source>
        <translation> °C</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="35"/>
        <source>Read from the drive&apos;s hwmon sensor; a drive without one is not waited for.</source>
        <translation>Читается с датчика hwmon диска; диск без датчика не ожидается.</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="38"/>
        <location filename="../ui/cooldowndialog.cpp" line="42"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="39"/>
        <source>Idle: the drive&apos;s I/O counters (/sys/block/X/stat) did not move, ours or others&apos;.</source>
        <translation>Простой: счётчики ввода-вывода диска (/sys/block/X/stat) не менялись — ни от наших операций, ни от чужих.</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="51"/>
        <source>&amp;Wait at most:</source>
        <translation>&amp;Ждать не дольше:</translation>
    </message>
</context>
<context>
    <name>ds::DeviceAccounting</name>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="43"/>
        <source>GB</source>
        <translation>ГБ</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="43"/>
        <source>MB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="67"/>
        <source>%1 % of %2 read</source>
        <translation>%1 % из %2 при чтении</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="70"/>
        <source>%1 % of %2 written</source>
        <translation>%1 % из %2 при записи</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="77"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="80"/>
        <source>%1 confirmed %2</source>
        <translation>устройство %1 подтвердило %2</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="81"/>
        <source>device confirmed %1</source>
        <translation>устройство подтвердило %1</translation>
    </message>
</context>
<context>
    <name>ds::DriveEnumerator</name>
    <message>
        <location filename="../core/device/drivestack.cpp" line="27"/>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="34"/>
        <source>%1, which %2</source>
        <translation>%1 (оно %2)</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="198"/>
        <source>is mounted on %1</source>
        <translation>смонтировано в %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="200"/>
        <source>is used as swap</source>
        <translation>используется как подкачка</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="203"/>
        <source>is held by %1</source>
        <translation>занято %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="208"/>
        <source>has %1 set up on it</source>
        <translation>несёт настроенное на нём %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="216"/>
        <source>has the partition %1</source>
        <translation>содержит раздел %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="236"/>
        <source>is a partition of %1</source>
        <translation>является разделом %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="241"/>
        <source>is set up on %1</source>
        <translation>настроено на %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="251"/>
        <source>%1 is set up on %2</source>
        <translation>%1 настроено на %2</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="254"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="257"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="261"/>
        <source>%1 shares its backing file with %2, which %3</source>
        <translation>%1 использует тот же файл, что и %2, который %3</translation>
    </message>
</context>
<context>
    <name>ds::DriveFacts</name>
    <message>
        <location filename="../core/model/drivefacts.cpp" line="16"/>
        <source>%1 is mounted on %2</source>
        <translation>%1 смонтирован в %2</translation>
    </message>
    <message>
        <location filename="../core/model/drivefacts.cpp" line="18"/>
        <source>%1 is used as swap</source>
        <translation>%1 используется как раздел подкачки</translation>
    </message>
    <message>
        <location filename="../core/model/drivefacts.cpp" line="20"/>
        <source>%1 is held by %2</source>
        <translation>%1 занят устройством %2</translation>
    </message>
</context>
<context>
    <name>ds::DriveListWidget</name>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="52"/>
        <source>%1 kB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <location filename="../ui/drivelistwidget.cpp" line="316"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <location filename="../ui/drivelistwidget.cpp" line="318"/>
        <source>Transport</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="80"/>
        <source>In use or locked: point at the icon for why</source>
        <translation>Используется или заблокирован: наведите указатель на значок, чтобы узнать причину</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="91"/>
        <source>Pick what to test. A drive with a lock cannot be opened by you: run as a user with access to it, or choose the test file, which needs no special rights.</source>
        <translation>Выберите, что тестировать. Диск с замком вам открыть нельзя: запустите программу от пользователя с доступом к нему или выберите тестовый файл, которому особые права не нужны.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="93"/>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="98"/>
        <source>The settings that change results: tagged queue depth, largest request, write cache and scheduler. Every result keeps a copy, so a comparison shows what changed.</source>
        <translation>Параметры, влияющие на результаты: глубина очереди команд, наибольший запрос, кэш записи и планировщик. Каждый результат хранит их копию, поэтому сравнение покажет, что изменилось.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="101"/>
        <source>Test file &amp;folder…</source>
        <translation>&amp;Папка тестового файла…</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="102"/>
        <source>Where the test file is made. It is filled with incompressible data, read with O_DIRECT and deleted afterwards.</source>
        <translation>Где создаётся тестовый файл. Он заполняется несжимаемыми данными, читается с O_DIRECT и затем удаляется.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="107"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="108"/>
        <source>Test file size</source>
        <translation>Размер тестового файла</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="109"/>
        <source>Size of the test file. Larger than the drive&apos;s cache (and the page cache the filesystem might use) gives figures of the medium, not of the cache.</source>
        <translation>Размер тестового файла. Если он больше кэша диска (и страничного кэша, который может использовать файловая система), результаты отражают носитель, а не кэш.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="111"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="112"/>
        <source>Read the drive list again (after plugging in or mounting a drive).</source>
        <translation>Перечитать список дисков (после подключения или монтирования диска).</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="121"/>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="180"/>
        <source>Test file</source>
        <translation>Тестовый файл</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="183"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="185"/>
        <source>A test file needs no root and can take write tests on a drive in use.</source>
        <translation>Тестовому файлу не нужен root, и на нём можно проводить тесты записи на используемом диске.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="203"/>
        <source>in use</source>
        <translation>используется</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="208"/>
        <source>locked</source>
        <translation>заблокирован</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="211"/>
        <source>You may not open %1. Choose the test file, or run DriveScope as a user in the disk group.</source>
        <translation>Вам нельзя открыть %1. Выберите тестовый файл или запустите DriveScope от пользователя из группы disk.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="287"/>
        <source>Folder for the test file</source>
        <translation>Папка для тестового файла</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="296"/>
        <source>&lt;b&gt;Test file&lt;/b&gt;&lt;br&gt;In %1, %2, deleted after the test.&lt;br&gt;Figures include the filesystem; a test file suits users who may not open the device, and write tests on a drive in use.</source>
        <translation>&lt;b&gt;Тестовый файл&lt;/b&gt;&lt;br&gt;В %1, %2, удаляется после теста.&lt;br&gt;Результаты включают файловую систему; тестовый файл подходит пользователям, которым нельзя открыть устройство, и для тестов записи на используемом диске.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="312"/>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="313"/>
        <source>Serial</source>
        <translation>Серийный номер</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="314"/>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="316"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 байт)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="317"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="317"/>
        <source>rotational (hard disk)</source>
        <translation>с вращением (жёсткий диск)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="317"/>
        <source>non-rotational</source>
        <translation>без вращения</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="320"/>
        <source>Link</source>
        <translation>Интерфейс</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="321"/>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="321"/>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B логический, %2 B физический</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="322"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="323"/>
        <source>nr_requests</source>
        <translation>nr_requests</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="325"/>
        <source>Largest request</source>
        <translation>Наибольший запрос</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="325"/>
        <source>%1 KiB (hardware %2 KiB)</source>
        <translation>%1 KiB (аппаратно %2 KiB)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="326"/>
        <source>Scheduler</source>
        <translation>Планировщик</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="328"/>
        <source>write back</source>
        <translation>обратная запись</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="329"/>
        <source>write through</source>
        <translation>сквозная запись</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="331"/>
        <source>Write cache</source>
        <translation>Кэш записи</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="333"/>
        <source>Backing file</source>
        <translation>Файл-основа</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="336"/>
        <source>Array</source>
        <translation>Массив</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="337"/>
        <source>Partitions</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="338"/>
        <source>In use</source>
        <translation>Используется</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="338"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>Access</source>
        <translation>Доступ</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>read and write</source>
        <translation>чтение и запись</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>read only</source>
        <translation>только чтение</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>none (locked)</source>
        <translation>нет (заблокирован)</translation>
    </message>
</context>
<context>
    <name>ds::DrivePurge</name>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="30"/>
        <source>cannot purge by the drive&apos;s own command: %1. --purge discard or none runs without it</source>
        <translation>невозможно очистить собственной командой накопителя: %1. --purge discard или none работает без неё</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="66"/>
        <source>the drive&apos;s Format NVM failed: %1</source>
        <translation>Format NVM накопителя не удался: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="88"/>
        <source>the drive&apos;s Sanitize failed: %1</source>
        <translation>Sanitize накопителя не удался: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="96"/>
        <source>cannot read the drive&apos;s Sanitize Status log: %1</source>
        <translation>не удаётся прочитать журнал Sanitize Status накопителя: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="103"/>
        <source>the drive&apos;s Sanitize failed (its Sanitize Status log says so); a second sanitize or its Exit Failure Mode action clears that</source>
        <translation>Sanitize накопителя не удался (так сообщает его журнал Sanitize Status); это снимает повторный sanitize или его действие Exit Failure Mode</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="122"/>
        <source>an ATA drive has no format DriveScope may use (its SECURITY ERASE needs a password set first, which DriveScope will not do): use --purge sanitize or discard</source>
        <translation>у накопителя ATA нет форматирования, которое может использовать DriveScope (его SECURITY ERASE требует сначала установить пароль, чего DriveScope не делает): используйте --purge sanitize или discard</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="146"/>
        <location filename="../core/device/drivepurge.cpp" line="155"/>
        <source>the drive&apos;s sanitize failed: %1</source>
        <translation>sanitize накопителя не удался: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="152"/>
        <source>cannot read the drive&apos;s sanitize status: %1</source>
        <translation>не удаётся прочитать состояние sanitize накопителя: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="162"/>
        <source>the drive&apos;s sanitize ended without completing</source>
        <translation>sanitize накопителя закончился, не завершившись</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScan</name>
    <message>
        <location filename="../core/run/benchmarks/errorscan.cpp" line="72"/>
        <source>the request size %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>размер запроса %1 не кратен логическому сектору цели (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/errorscan.cpp" line="79"/>
        <source>%1 blocks do not fit in the range (%2): at most %3</source>
        <translation>%1 блоков не помещаются в диапазон (%2): не более %3</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanMap</name>
    <message>
        <location filename="../ui/errorscanmap.cpp" line="16"/>
        <source>Error scan map</source>
        <translation>Карта проверки на ошибки</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanPage</name>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="31"/>
        <source>fast</source>
        <translation>быстрый</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="33"/>
        <source>slow</source>
        <translation>медленный</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="35"/>
        <source>very slow</source>
        <translation>очень медленный</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="37"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="54"/>
        <source>&amp;Blocks:</source>
        <translation>&amp;Блоки:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="56"/>
        <source>The map&apos;s blocks: the range is cut into this many, each read in full and timed.</source>
        <translation>Блоки карты: диапазон делится на столько частей, каждая читается целиком, и её время измеряется.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="58"/>
        <source>&amp;Range:</source>
        <translation>&amp;Диапазон:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="59"/>
        <source>How much of the drive to scan, from its start.</source>
        <translation>Какую часть накопителя проверить, от его начала.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="60"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="61"/>
        <source>Request si&amp;ze:</source>
        <translation>Размер &amp;запроса:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="62"/>
        <source>Each block is read in requests of this size.</source>
        <translation>Каждый блок читается запросами такого размера.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="64"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="65"/>
        <source>How many reads are in flight at once.</source>
        <translation>Сколько чтений выполняется одновременно.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="70"/>
        <location filename="../ui/errorscanpage.cpp" line="76"/>
        <source> × median</source>
        <translation> × медиана</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="71"/>
        <source>A block that takes this many times the median block&apos;s time is slow.</source>
        <translation>Блок, который читается во столько раз дольше медианного блока, считается медленным.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="72"/>
        <source>&amp;Slow above:</source>
        <translation>&amp;Медленный выше:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="78"/>
        <source>A block that takes this many times the median block&apos;s time, or has a read over %1 ms, is very slow.</source>
        <translation>Блок, который читается во столько раз дольше медианного блока или содержит чтение дольше %1 мс, считается очень медленным.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="80"/>
        <source>&amp;Very slow above:</source>
        <translation>&amp;Очень медленный выше:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="81"/>
        <source>Reads only: nothing is written.</source>
        <translation>Только чтение: ничего не записывается.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Offset</source>
        <translation>Смещение</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Time (ms)</source>
        <translation>Время (мс)</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Slowest read (ms)</source>
        <translation>Самое медленное чтение (мс)</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="90"/>
        <source>Errors and slow blocks</source>
        <translation>Ошибки и медленные блоки</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="92"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="94"/>
        <source>Blocks:</source>
        <translation>Блоки:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="95"/>
        <source>Median block:</source>
        <translation>Медианный блок:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="149"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="154"/>
        <source>%1 read: %2 fast, %3 slow, %4 very slow, %5 with errors</source>
        <translation>прочитано %1: %2 быстрых, %3 медленных, %4 очень медленных, %5 с ошибками</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="160"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/errorscanpage.cpp" line="172"/>
        <source>%n failed read(s)</source>
        <translation>
            <numerusform>%n неудачное чтение</numerusform>
            <numerusform>%n неудачных чтения</numerusform>
            <numerusform>%n неудачных чтений</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="213"/>
        <source>Position (GB), each row from its left</source>
        <translation>Позиция (ГБ), каждая строка от левого края</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="238"/>
        <source>not read</source>
        <translation>не прочитано</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="258"/>
        <source>%1 blocks: %2 slow, %3 very slow, %4 with errors (%5 failed reads)</source>
        <translation>блоков: %1; медленных: %2, очень медленных: %3, с ошибками: %4 (неудачных чтений: %5)</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.h" line="21"/>
        <source>Error scan</source>
        <translation>Проверка на ошибки</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanPlan</name>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="23"/>
        <source>%1 blocks, read in %2 requests, QD%3</source>
        <translation>блоков: %1, чтение запросами по %2, QD%3</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="27"/>
        <source>default</source>
        <translation>размер по умолчанию</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="35"/>
        <source>the block count must be 1 to %1, not %2</source>
        <translation>число блоков должно быть от 1 до %1, а не %2</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="39"/>
        <source>queue depth must be 1 to %1</source>
        <translation>глубина очереди должна быть от 1 до %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="42"/>
        <source>the request size must be at most 64 MiB</source>
        <translation>размер запроса должен быть не больше 64 МиБ</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="44"/>
        <source>the slow factor must be at least 1 and the very slow factor at least the slow one</source>
        <translation>множитель «медленный» должен быть не меньше 1, а множитель «очень медленный» — не меньше его</translation>
    </message>
</context>
<context>
    <name>ds::ExportActions</name>
    <message>
        <location filename="../ui/exportactions.cpp" line="31"/>
        <source>Export &amp;PNG…</source>
        <translation>Экспорт &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="32"/>
        <source>Export S&amp;VG…</source>
        <translation>Экспорт S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="33"/>
        <source>&amp;Copy image</source>
        <translation>&amp;Копировать изображение</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="34"/>
        <source>Copy as &amp;fio job</source>
        <translation>Копировать как задание &amp;fio</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="35"/>
        <source>Save as fio &amp;job file…</source>
        <translation>Сохранить как файл &amp;задания fio…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="36"/>
        <source>Export repor&amp;t…</source>
        <translation>Экспорт о&amp;тчёта…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="39"/>
        <source>Save the chart as a PNG with a caption naming the drive, test and settings</source>
        <translation>Сохранить график в PNG с подписью: диск, тест и настройки</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="41"/>
        <source>Export PNG</source>
        <translation>Экспорт PNG</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="41"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="45"/>
        <source>Export SVG</source>
        <translation>Экспорт SVG</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="45"/>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="48"/>
        <source>Copy the chart with its caption to the clipboard, to paste into a review</source>
        <translation>Скопировать график с подписью в буфер обмена, чтобы вставить в обзор</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="51"/>
        <source>Copy the shown run as a fio job file, to check its figures with fio: save it, run fio FILE --output-format=json and compare fio&apos;s output with the session</source>
        <translation>Скопировать показанный прогон как файл задания fio, чтобы проверить его результаты в fio: сохраните его, запустите fio ФАЙЛ --output-format=json и сравните вывод fio с сеансом</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="56"/>
        <source>Save every run of this window&apos;s session as an HTML or Markdown report, with its charts, tables and caveats, as drivescope-cli export writes it</source>
        <translation>Сохранить все запуски сеанса этого окна как отчёт HTML или Markdown, с графиками, таблицами и оговорками, как его пишет drivescope-cli export</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="103"/>
        <source>Image copied to the clipboard (%1 × %2).</source>
        <translation>Изображение скопировано в буфер обмена (%1 × %2).</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="110"/>
        <source>This page shows no run yet: run its test, or open a session.</source>
        <translation>На этой странице ещё нет прогона: запустите её тест или откройте сеанс.</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="140"/>
        <source>the fio job file</source>
        <translation>файл задания fio</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/exportactions.cpp" line="148"/>
        <source>Copied as a fio job file (%n job(s)); save it and run: fio FILE</source>
        <translation>
            <numerusform>Скопировано как файл задания fio (%n задание); сохраните и запустите: fio ФАЙЛ</numerusform>
            <numerusform>Скопировано как файл задания fio (%n задания); сохраните и запустите: fio ФАЙЛ</numerusform>
            <numerusform>Скопировано как файл задания fio (%n заданий); сохраните и запустите: fio ФАЙЛ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="151"/>
        <source>Cannot make a fio job</source>
        <translation>Не удаётся создать задание fio</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="159"/>
        <source>Save as fio job file</source>
        <translation>Сохранить как файл задания fio</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="160"/>
        <source>fio job files (*.fio)</source>
        <translation>Файлы заданий fio (*.fio)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="165"/>
        <source>Cannot save the fio job file</source>
        <translation>Не удаётся сохранить файл задания fio</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="167"/>
        <source>Saved %1; run it with: fio %1</source>
        <translation>Сохранено: %1; запуск: fio %1</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="178"/>
        <source>Name the report .html or .md, for HTML or Markdown: %1</source>
        <translation>Назовите отчёт .html или .md, для HTML или Markdown: %1</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="181"/>
        <source>This window has no runs to report yet.</source>
        <translation>В этом окне пока нет запусков для отчёта.</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="173"/>
        <source>the report</source>
        <translation>отчёт</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="190"/>
        <source>HTML report (*.html)</source>
        <translation>Отчёт HTML (*.html)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="191"/>
        <source>Markdown report (*.md)</source>
        <translation>Отчёт Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="193"/>
        <source>Export report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="201"/>
        <source>Cannot export the report</source>
        <translation>Не удаётся экспортировать отчёт</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/exportactions.cpp" line="204"/>
        <source>Saved the report of %n run(s) as %1</source>
        <translation>
            <numerusform>Отчёт о %n запуске сохранён как %1</numerusform>
            <numerusform>Отчёт о %n запусках сохранён как %1</numerusform>
            <numerusform>Отчёт о %n запусках сохранён как %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="211"/>
        <source>Image size</source>
        <translation>Размер изображения</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="218"/>
        <location filename="../ui/exportactions.cpp" line="219"/>
        <source> px</source>
        <translation> пикс.</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="222"/>
        <source>Light (for print)</source>
        <translation>Светлые (для печати)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="223"/>
        <source>Dark</source>
        <translation>Тёмные</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="225"/>
        <source>The image&apos;s colours, whatever the window&apos;s palette</source>
        <translation>Цвета изображения, независимо от палитры окна</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="230"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ширина:</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="231"/>
        <source>&amp;Height:</source>
        <translation>&amp;Высота:</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="232"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Цвета:</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="254"/>
        <source>Export failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="256"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
</context>
<context>
    <name>ds::FillLevelChart</name>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="23"/>
        <source>Write MB/s</source>
        <translation>Запись МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="25"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="46"/>
        <source>Drive written (%)</source>
        <translation>Записано от накопителя (%)</translation>
    </message>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="46"/>
        <source>Tested region written (%)</source>
        <translation>Записано от тестируемой области (%)</translation>
    </message>
</context>
<context>
    <name>ds::Health</name>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="691"/>
        <source>+%1 written</source>
        <translation>+%1 записано</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="694"/>
        <source>+%1 read</source>
        <translation>+%1 прочитано</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="697"/>
        <source>%1 % used</source>
        <translation>%1 % ресурса израсходовано</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="699"/>
        <source>%1 % spare</source>
        <translation>%1 % резерва</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="701"/>
        <source>unsafe shutdowns: %1</source>
        <translation>небезопасные выключения: %1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="709"/>
        <source>media errors: %1</source>
        <translation>ошибки носителя: %1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="715"/>
        <source>error log entries: %1</source>
        <translation>записи журнала ошибок: %1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="719"/>
        <source>%1 min above the warning temperature</source>
        <translation>%1 мин выше температуры предупреждения</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="723"/>
        <source>%1 min above the critical temperature</source>
        <translation>%1 мин выше критической температуры</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="726"/>
        <source>critical warning now 0x%1</source>
        <translation>критическое предупреждение теперь 0x%1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="737"/>
        <source>the drive&apos;s SMART assessment now fails</source>
        <translation>оценка SMART накопителя теперь не пройдена</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="747"/>
        <source>%1: no SMART counter moved</source>
        <translation>%1: ни один счётчик SMART не изменился</translation>
    </message>
</context>
<context>
    <name>ds::HealthPage</name>
    <message>
        <location filename="../ui/healthpage.cpp" line="37"/>
        <source>Good</source>
        <translation>Хорошо</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="39"/>
        <source>Caution</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="41"/>
        <source>Bad</source>
        <translation>Плохо</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="45"/>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="86"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="97"/>
        <source>&amp;Read again</source>
        <translation>&amp;Прочитать снова</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="98"/>
        <source>&amp;Open smartctl output…</source>
        <translation>&amp;Открыть вывод smartctl…</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Counter</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Worst</source>
        <translation>Худшее</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Threshold</source>
        <translation>Порог</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <source>Started</source>
        <translation>Начат</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <location filename="../ui/healthpage.cpp" line="362"/>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <location filename="../ui/healthpage.cpp" line="364"/>
        <source>Max</source>
        <translation>Макс</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <location filename="../ui/healthpage.cpp" line="366"/>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="112"/>
        <source>Read the drive&apos;s SMART data and temperatures again</source>
        <translation>Снова прочитать данные SMART и температуры диска</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="114"/>
        <source>Show a drive&apos;s health from smartctl&apos;s JSON output saved on another machine (smartctl --json -a /dev/sdX &gt; file.json)</source>
        <translation>Показать состояние диска по JSON-выводу smartctl, сохранённому на другом компьютере (smartctl --json -a /dev/sdX &gt; file.json)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="117"/>
        <source>The drive&apos;s SMART counters (NVMe) or its attribute table (ATA), as smartctl reads them</source>
        <translation>Счётчики SMART диска (NVMe) или его таблица атрибутов (ATA), как их читает smartctl</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="119"/>
        <source>The drive&apos;s temperature in each test of the session library that ran on it</source>
        <translation>Температура диска в каждом тесте из библиотеки сеансов, выполненном на нём</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="140"/>
        <source>Temperature in the library&apos;s tests of this drive:</source>
        <translation>Температура в тестах этого диска из библиотеки:</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="147"/>
        <location filename="../ui/healthpage.cpp" line="224"/>
        <source>Pick a drive in the drive list to see its health.</source>
        <translation>Выберите диск в списке дисков, чтобы увидеть его состояние.</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="192"/>
        <source>Open smartctl&apos;s JSON output</source>
        <translation>Открыть JSON-вывод smartctl</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="192"/>
        <source>smartctl JSON output (*.json);;All files (*)</source>
        <translation>JSON-вывод smartctl (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="206"/>
        <source>The smartctl output cannot be read: %1</source>
        <translation>Не удаётся прочитать вывод smartctl: %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="223"/>
        <source>A test file is selected: pick a drive to see its health.</source>
        <translation>Выбран тестовый файл: выберите диск, чтобы увидеть его состояние.</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="236"/>
        <source>%1 (%2): reading its SMART data…</source>
        <translation>%1 (%2): чтение данных SMART…</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="273"/>
        <source>%1, from the smartctl output %2</source>
        <translation>%1, из вывода smartctl %2</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="275"/>
        <source>, firmware %1</source>
        <translation>, прошивка %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="283"/>
        <source>No SMART data: %1</source>
        <translation>Нет данных SMART: %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="287"/>
        <source>Temperature: %1</source>
        <translation>Температура: %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="290"/>
        <source>Temperature %1: %2</source>
        <translation>Температура %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="292"/>
        <source>cannot be read now</source>
        <translation>сейчас не читается</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="294"/>
        <source>, warning at %1</source>
        <translation>, предупреждение при %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="296"/>
        <source>, critical at %1</source>
        <translation>, критично при %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="310"/>
        <source>SMART self-assessment</source>
        <translation>Самооценка SMART</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="310"/>
        <source>passed</source>
        <translation>пройдена</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="310"/>
        <source>FAILED</source>
        <translation>НЕ ПРОЙДЕНА</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="312"/>
        <source>Temperature (SMART)</source>
        <translation>Температура (SMART)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="314"/>
        <source>Power-on hours</source>
        <translation>Часы работы</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="321"/>
        <source>Critical warning</source>
        <translation>Критическое предупреждение</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="322"/>
        <source>Endurance used</source>
        <translation>Израсходованный ресурс</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="322"/>
        <location filename="../ui/healthpage.cpp" line="323"/>
        <location filename="../ui/healthpage.cpp" line="324"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="323"/>
        <source>Available spare</source>
        <translation>Доступный резерв</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="324"/>
        <source>Available spare threshold</source>
        <translation>Порог доступного резерва</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="325"/>
        <source>Power cycles</source>
        <translation>Циклы включения</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="326"/>
        <source>Unsafe shutdowns</source>
        <translation>Небезопасные отключения</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="327"/>
        <source>Media and data integrity errors</source>
        <translation>Ошибки носителя и целостности данных</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="328"/>
        <source>Error log entries</source>
        <translation>Записи в журнале ошибок</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="329"/>
        <source>Time above warning temperature</source>
        <translation>Время выше температуры предупреждения</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="329"/>
        <location filename="../ui/healthpage.cpp" line="330"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="330"/>
        <source>Time above critical temperature</source>
        <translation>Время выше критической температуры</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="337"/>
        <source>Data written</source>
        <translation>Записано данных</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="339"/>
        <source>Data read</source>
        <translation>Прочитано данных</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="357"/>
        <source>No test of this drive in the library has a temperature yet</source>
        <translation>Ни в одном тесте этого диска в библиотеке пока нет температуры</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="385"/>
        <source>Test (oldest first)</source>
        <translation>Тест (сначала старые)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="390"/>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.h" line="32"/>
        <source>Health</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>ds::InterfaceLink</name>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="134"/>
        <source>PCIe %1 x%2 (the drive can do %3 x%4), %5</source>
        <translation>PCIe %1 x%2 (диск поддерживает %3 x%4), %5</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="140"/>
        <source>PCIe %1 x%2, %3</source>
        <translation>PCIe %1 x%2, %3</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="148"/>
        <source>SATA %1 Gbit/s (the port can do %2), %3</source>
        <translation>SATA %1 Gbit/s (порт поддерживает %2), %3</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="150"/>
        <source>SATA %1 Gbit/s, %2</source>
        <translation>SATA %1 Gbit/s, %2</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="155"/>
        <source>USB at %1 Mbit/s, a USB %2 device held to USB 2, %3</source>
        <translation>USB на %1 Mbit/s, устройство USB %2 ограничено USB 2, %3</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="158"/>
        <source>USB at %1 Gbit/s, %2</source>
        <translation>USB на %1 Gbit/s, %2</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="160"/>
        <source>USB at %1 Mbit/s, %2</source>
        <translation>USB на %1 Mbit/s, %2</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="164"/>
        <source>no link of its own, no ceiling</source>
        <translation>нет собственного интерфейса, нет предела</translation>
    </message>
</context>
<context>
    <name>ds::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="92"/>
        <source>DriveScope</source>
        <translation>DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="95"/>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="185"/>
        <source>Pick a drive or the test file, then press F5 to start.</source>
        <translation>Выберите диск или тестовый файл и нажмите F5.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="201"/>
        <source>Interrupted write tests</source>
        <translation>Прерванные тесты записи</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="202"/>
        <source>DriveScope found write tests that had been interrupted:
%1</source>
        <translation>DriveScope обнаружил прерванные тесты записи:
%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="240"/>
        <source>&amp;Start</source>
        <translation>&amp;Старт</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>Start the test of this page on the selected drive (F5)</source>
        <translation>Запустить тест этой страницы на выбранном диске (F5)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="244"/>
        <source>S&amp;top</source>
        <translation>С&amp;топ</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="246"/>
        <source>Stop the test; what was measured so far is kept (Esc)</source>
        <translation>Остановить тест; измеренное к этому моменту сохраняется (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="249"/>
        <source>&amp;Cool-down before tests…</source>
        <translation>&amp;Охлаждение перед тестами…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="250"/>
        <source>Wait before each test and each repeat until the drive is below a temperature or has been idle for a while</source>
        <translation>Перед каждым тестом и повтором ждать, пока температура диска не опустится ниже заданной или диск не простоит некоторое время</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="258"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="262"/>
        <source>Dar&amp;k palette</source>
        <translation>&amp;Тёмная палитра</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="265"/>
        <source>Switch between the light and the dark palette; exported images follow it</source>
        <translation>Переключить светлую и тёмную палитру; экспортируемые изображения следуют ей</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>&amp;Refresh drives</source>
        <translation>&amp;Обновить диски</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="270"/>
        <source>Go to the &amp;drive list</source>
        <translation>К &amp;списку дисков</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="273"/>
        <source>Go to the test &amp;page</source>
        <translation>К стр&amp;анице теста</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="277"/>
        <source>&amp;Open session…</source>
        <translation>&amp;Открыть сеанс…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="279"/>
        <source>Show the runs of a saved session file in their pages (Ctrl+O)</source>
        <translation>Показать прогоны сохранённого файла сеанса на их страницах (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="285"/>
        <source>&amp;Save session as…</source>
        <translation>Со&amp;хранить сеанс как…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="287"/>
        <source>Write this window&apos;s session to a file of your choice (Ctrl+S)</source>
        <translation>Записать сеанс этого окна в выбранный файл (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="290"/>
        <source>Co&amp;mpare sessions…</source>
        <translation>С&amp;равнить сеансы…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="292"/>
        <source>Put 2 to 8 saved runs side by side: overlaid charts, changes in %, what changed (Ctrl+M)</source>
        <translation>Сопоставить от 2 до 8 сохранённых прогонов: наложенные графики, изменения в %, что изменилось (Ctrl+M)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="296"/>
        <source>P&amp;ublish to bench</source>
        <translation>Опу&amp;бликовать на стенде</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="297"/>
        <source>Put this window&apos;s runs in the bench named on the Bench tab: the library&apos;s index, or a shared PostgreSQL bench</source>
        <translation>Поместить прогоны этого окна на стенд, указанный на вкладке «Стенд»: индекс библиотеки или общий стенд PostgreSQL</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="301"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="303"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="314"/>
        <source>&amp;Run</source>
        <translation>&amp;Тест</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="321"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="328"/>
        <source>&amp;Unit</source>
        <translation>&amp;Единицы</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>µs (mean latency)</source>
        <translation>мкс (средняя задержка)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="332"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="341"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>&amp;About DriveScope</source>
        <translation>&amp;О DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="343"/>
        <source>About DriveScope</source>
        <translation>О DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="344"/>
        <source>&lt;b&gt;DriveScope %1&lt;/b&gt;&lt;p&gt;A disk benchmark for Linux: HD Tach&apos;s surface scan, IOMeter and ATTO sweeps, CrystalDiskMark&apos;s quick suite. Every figure comes with the fio command that checks it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;DriveScope %1&lt;/b&gt;&lt;p&gt;Тест дисков для Linux: сканирование поверхности как в HD Tach, серии измерений как в IOMeter и ATTO, быстрый набор как в CrystalDiskMark. К каждому результату прилагается команда fio для его проверки.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="349"/>
        <source>Run</source>
        <translation>Тест</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="424"/>
        <source>Cannot show another run</source>
        <translation>Невозможно показать другой прогон</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="442"/>
        <source>This window&apos;s runs</source>
        <translation>Прогоны этого окна</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="462"/>
        <source>This window holds no runs to publish.</source>
        <translation>В этом окне нет прогонов для публикации.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="470"/>
        <source>Publish to bench</source>
        <translation>Публикация на стенде</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="483"/>
        <source>Cannot show the run</source>
        <translation>Не удаётся показать прогон</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="483"/>
        <source>%1 holds no run %2 any more.</source>
        <translation>В %1 больше нет прогона %2.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="509"/>
        <source>Cannot start</source>
        <translation>Запуск невозможен</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="516"/>
        <source>Write test refused</source>
        <translation>Тест записи отклонён</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="530"/>
        <source>%1: %2 · cool-down %3</source>
        <translation>%1: %2 · охлаждение %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="531"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="542"/>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="561"/>
        <source>Stopped; the part measured so far is shown.</source>
        <translation>Остановлено; показано измеренное до сих пор.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="701"/>
        <source>Cool-down before tests</source>
        <translation>Охлаждение перед тестами</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="704"/>
        <source>Cool-down before each test: %1</source>
        <translation>Охлаждение перед каждым тестом: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="705"/>
        <source>No cool-down before tests</source>
        <translation>Без охлаждения перед тестами</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="190"/>
        <source>%1 · saved to %2</source>
        <translation>%1 · сохранено в %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="570"/>
        <source>Cannot open a session</source>
        <translation>Невозможно открыть сеанс</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="424"/>
        <location filename="../ui/mainwindow.cpp" line="570"/>
        <source>Stop the running test first.</source>
        <translation>Сначала остановите выполняющийся тест.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="368"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="369"/>
        <source>The new language applies when DriveScope starts again, or when you choose it again after the running test.</source>
        <translation>Новый язык будет применён при следующем запуске DriveScope или если выбрать его снова после завершения текущего теста.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="614"/>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="614"/>
        <source>The test failed</source>
        <translation>Тест не удался</translation>
    </message>
</context>
<context>
    <name>ds::MultiDrivePage</name>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="32"/>
        <source>How long all drives run together.</source>
        <translation>Сколько все диски работают одновременно.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="33"/>
        <source>&amp;Scaling: 1, 2 … N drives</source>
        <translation>&amp;Масштабирование: 1, 2 … N дисков</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="39"/>
        <source>/dev/sdb, /dev/sdc, /mnt/data</source>
        <translation>/dev/sdb, /dev/sdc, /mnt/data</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="42"/>
        <source>The drives (or folders, for a test file each) to run at once, separated by commas. They start together, as IOMeter&apos;s workers; the total shows whether the controller or bus keeps up.</source>
        <translation>Диски (или папки, по тестовому файлу в каждой), работающие одновременно, через запятую. Они стартуют вместе, как рабочие потоки IOMeter; сумма показывает, справляется ли контроллер или шина.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="45"/>
        <source>&amp;Add selected</source>
        <translation>&amp;Добавить выбранный</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="46"/>
        <source>Add the drive selected in the drive list.</source>
        <translation>Добавить диск, выбранный в списке дисков.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="60"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="31"/>
        <source>Queue depth per drive: requests each worker keeps in flight.</source>
        <translation>Глубина очереди на диск: сколько запросов каждый рабочий поток держит в работе.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="61"/>
        <source>Write (destroys data)</source>
        <translation>Запись (стирает данные)</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="62"/>
        <source>Run the first drive alone, then the first two, and so on, to see where adding drives stops adding speed: a shared controller, expander or bus.</source>
        <translation>Сначала первый диск отдельно, затем первые два и так далее, чтобы увидеть, где добавление дисков перестаёт добавлять скорость: общий контроллер, экспандер или шина.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="72"/>
        <source>&amp;Targets:</source>
        <translation>&amp;Цели:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="76"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Размер блока:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="77"/>
        <source>A&amp;ccess:</source>
        <translation>Д&amp;оступ:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="78"/>
        <source>&amp;Direction:</source>
        <translation>&amp;Направление:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="79"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="80"/>
        <source>T&amp;hreads:</source>
        <translation>Пото&amp;ки:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="81"/>
        <source>CPUs:</source>
        <translation>Процессоры:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="82"/>
        <source>D&amp;uration:</source>
        <translation>Д&amp;лительность:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="83"/>
        <source>Test data:</source>
        <translation>Тестовые данные:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="86"/>
        <source>Per drive chart</source>
        <translation>График по дискам</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="87"/>
        <source>Scaling chart</source>
        <translation>График масштабирования</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="108"/>
        <source>Name the drives to run together, separated by commas (or add them from the list).</source>
        <translation>Укажите диски для одновременного теста через запятую (или добавьте их из списка).</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="136"/>
        <source>Mean latency (µs)</source>
        <translation>Средняя задержка (мкс)</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="199"/>
        <source>%1 µs mean latency</source>
        <translation>средняя задержка %1 мкс</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="200"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="206"/>
        <source>%1 drives together: %2</source>
        <translation>дисков вместе: %1; %2</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="166"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.h" line="22"/>
        <source>Multi-drive</source>
        <translation>Несколько дисков</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="95"/>
        <source>Per drive and scaling</source>
        <translation>По накопителям и масштабирование</translation>
    </message>
</context>
<context>
    <name>ds::MultiTargetRunner</name>
    <message>
        <location filename="../core/run/benchmarks/multitarget.cpp" line="97"/>
        <source>no targets given</source>
        <translation>цели не указаны</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/multitarget.cpp" line="107"/>
        <source>the target %1 was opened read-only</source>
        <translation>цель %1 открыта только для чтения</translation>
    </message>
</context>
<context>
    <name>ds::OverTimeTabs</name>
    <message>
        <location filename="../ui/overtimetabs.cpp" line="18"/>
        <source>Over time chart</source>
        <translation>График во времени</translation>
    </message>
    <message>
        <location filename="../ui/overtimetabs.cpp" line="20"/>
        <source>Over time</source>
        <translation>Во времени</translation>
    </message>
    <message>
        <location filename="../ui/overtimetabs.cpp" line="22"/>
        <source>The run against time: the IOPS of each interval, their 99th percentile latency on the right, and the drive&apos;s temperature where it was read. Export draws the tab shown.</source>
        <translation>Прогон во времени: IOPS каждого интервала, справа их задержка 99-го процентиля и температура накопителя, где она считывалась. Экспорт рисует показанную вкладку.</translation>
    </message>
</context>
<context>
    <name>ds::PageButtonRows</name>
    <message>
        <location filename="../ui/pageswitcher.cpp" line="42"/>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
</context>
<context>
    <name>ds::PatternSpec</name>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="252"/>
        <source>mixed-size</source>
        <translation>смешанного размера</translation>
    </message>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="257"/>
        <source>%1 (%2 % read, %3 % random, %4, loads %5)</source>
        <translation>%1 (%2 % чтения, %3 % случайных, %4, нагрузки %5)</translation>
    </message>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="264"/>
        <source>access patterns %1; %2 s per load</source>
        <translation>шаблоны доступа %1; %2 с на нагрузку</translation>
    </message>
</context>
<context>
    <name>ds::PatternTest</name>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="372"/>
        <source>no access pattern to run</source>
        <translation>нет шаблона доступа для запуска</translation>
    </message>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="382"/>
        <source>access pattern &apos;%1&apos;: %2</source>
        <translation>шаблон доступа «%1»: %2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/patternsuite.cpp" line="64"/>
        <source>the pattern %1 cannot run on %2: %3</source>
        <translation>шаблон %1 не может выполняться на %2: %3</translation>
    </message>
</context>
<context>
    <name>ds::PatternsPage</name>
    <message>
        <location filename="../ui/patternspage.cpp" line="36"/>
        <source>How long each load of each pattern is measured. IOMeter reviews ran minutes; a few seconds give a first picture.</source>
        <translation>Сколько измеряется каждая нагрузка каждого шаблона. В обзорах с IOMeter прогоны шли минутами; несколько секунд дают первое представление.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="50"/>
        <source>%1 % read, %2 % random; block sizes (share): %3.%4</source>
        <translation>%1 % чтения, %2 % случайных; размеры блоков (доля): %3.%4</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="54"/>
        <source> It writes: on a device you will be asked to type its name.</source>
        <translation> Шаблон пишет: для устройства вас попросят ввести его имя.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="60"/>
        <source>Read-only on devices: the patterns that write are unticked; tick them to write as well (destroys the drive&apos;s data).</source>
        <translation>На устройствах только чтение: записывающие шаблоны сняты; отметьте их, чтобы и записывать (уничтожает данные диска).</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="62"/>
        <source>Outstanding I/Os: how many requests are in flight at once, from a single user (1) to a busy server (64 and more). The rating averages loads 1 to 64; 256 is shown but not counted, as a queue that deep measures caching.</source>
        <translation>Запросы в очереди: сколько запросов выполняется одновременно, от одного пользователя (1) до загруженного сервера (64 и больше). Рейтинг усредняет нагрузки от 1 до 64; 256 показывается, но не учитывается, так как столь глубокая очередь измеряет кэширование.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="65"/>
        <source>&amp;Loads:</source>
        <translation>&amp;Нагрузки:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="66"/>
        <source>T&amp;hreads:</source>
        <translation>Пото&amp;ки:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="67"/>
        <source>CPUs:</source>
        <translation>Процессоры:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="68"/>
        <source>&amp;Duration per load:</source>
        <translation>&amp;Длительность на нагрузку:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="69"/>
        <source>Test data:</source>
        <translation>Тестовые данные:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="164"/>
        <source>Mean µs</source>
        <translation>Средн. мкс</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="172"/>
        <source>Max µs</source>
        <translation>Макс. мкс</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="186"/>
        <source>Pattern</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="186"/>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="266"/>
        <source>no rating: %1</source>
        <translation>нет оценки: %1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="311"/>
        <source>%1 not rated</source>
        <translation>%1 без оценки</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="313"/>
        <source>ratings (%1): %2</source>
        <translation>рейтинги (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="153"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="155"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="164"/>
        <source>Mean ms</source>
        <translation>Средн. мс</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="172"/>
        <source>Max ms</source>
        <translation>Макс. мс</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="189"/>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="189"/>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="76"/>
        <source>Pattern results</source>
        <translation>Результаты шаблонов</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="77"/>
        <source>Pattern ratings</source>
        <translation>Рейтинги шаблонов</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="101"/>
        <source>Tick at least one pattern.</source>
        <translation>Отметьте хотя бы один шаблон.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="238"/>
        <source>The drive&apos;s own counters did not confirm this load&apos;s bytes (marked %1).</source>
        <translation>Собственные счётчики накопителя не подтвердили байты этой нагрузки (отмечено %1).</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="252"/>
        <source>running…</source>
        <translation>выполняется…</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="226"/>
        <source>skipped: %1</source>
        <translation>пропущено: %1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="261"/>
        <source>%1 rating</source>
        <translation>рейтинг %1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="262"/>
        <source>1–%1</source>
        <translation>1–%1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="277"/>
        <source>Rating (mean latency, µs)</source>
        <translation>Рейтинг (средняя задержка, мкс)</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="278"/>
        <source>Rating (%1)</source>
        <translation>Рейтинг (%1)</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="310"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.h" line="26"/>
        <source>Patterns</source>
        <translation>Шаблоны</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="85"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
</context>
<context>
    <name>ds::PlanSettings</name>
    <message>
        <location filename="../core/model/plansettings.cpp" line="24"/>
        <location filename="../core/model/plansettings.cpp" line="175"/>
        <source>the %1 are missing: give at least one</source>
        <translation>не заданы %1: укажите хотя бы одно значение</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="28"/>
        <source>the %1 &apos;%2&apos; have an empty element</source>
        <translation>%1 «%2» содержат пустой элемент</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="34"/>
        <source>the %1 must be whole numbers from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 должны быть целыми числами от %2 до %3, а не «%4»</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="47"/>
        <source>loads</source>
        <translation>нагрузки</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="54"/>
        <source>queue depths</source>
        <translation>глубины очереди</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="62"/>
        <source>the smallest block size must be a power of two, not %1</source>
        <translation>наименьший размер блока должен быть степенью двойки, а не %1</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="66"/>
        <source>the largest block size (%1) is below the smallest (%2)</source>
        <translation>наибольший размер блока (%1) меньше наименьшего (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="69"/>
        <source>the largest block size must be at most %1</source>
        <translation>наибольший размер блока должен быть не больше %1</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="78"/>
        <source>the deepest queue (%1) is below the shallowest (%2)</source>
        <translation>наибольшая глубина очереди (%1) меньше наименьшей (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="90"/>
        <source>a run takes at most %1 targets, not %2</source>
        <translation>в одном запуске не более %1 целей, а не %2</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="100"/>
        <source>the time-series interval must be a number of seconds, not &quot;%1&quot;</source>
        <translation>интервал временного ряда должен быть числом секунд, а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="113"/>
        <source>the time-series interval must be from %1 to %2 seconds, or 0 for none, not %3</source>
        <translation>интервал временного ряда должен быть от %1 до %2 секунд или 0 — без ряда, а не %3</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="123"/>
        <source>jobs per target must be 1 to %1, not %2</source>
        <translation>число заданий на цель должно быть от 1 до %1, а не %2</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="158"/>
        <source>the CPU list names %1 CPUs, more than exist</source>
        <translation>в списке CPU указано %1 процессоров — больше, чем есть</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="163"/>
        <source>there is no CPU %1 to run a job on here (the CPUs are %2)</source>
        <translation>здесь нет CPU %1 для запуска задания (доступны CPU %2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="172"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="180"/>
        <source>&apos;%1&apos; is not a CPU or a range of CPUs such as 2-5</source>
        <translation>«%1» — не CPU и не диапазон CPU вида 2-5</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="185"/>
        <source>the CPU range &apos;%1&apos; runs backwards</source>
        <translation>диапазон CPU «%1» задан в обратном порядке</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="204"/>
        <source>there is no quick-suite profile &apos;%1&apos; (there are %2)</source>
        <translation>профиля быстрого набора «%1» нет (есть %2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="211"/>
        <source>the test size must be %1 to %2, not %3</source>
        <translation>размер теста должен быть от %1 до %2, а не %3</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="226"/>
        <source>a read &amp; write mix reads 1 to 99 % of its requests, not %1 %</source>
        <translation>смесь чтения и записи читает от 1 до 99 % запросов, а не %1 %</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="238"/>
        <source>the mix &apos;%1&apos; is not a read &amp; write ratio such as R70/W30 (read and write percentages from 1 to 99 that add up to 100)</source>
        <translation>смесь «%1» — не соотношение чтения и записи вида R70/W30 (доли чтения и записи от 1 до 99 %, в сумме 100)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="268"/>
        <source>there is no unit &apos;%1&apos; (there are %2)</source>
        <translation>единицы «%1» нет (есть %2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="277"/>
        <source>%1: expected %2 from %3 to %4, not %5</source>
        <translation>%1: ожидается %2 от %3 до %4, а не %5</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="289"/>
        <source>%1: expected %2 from %3 to %4, not &apos;%5&apos;</source>
        <translation>%1: ожидается %2 от %3 до %4, а не «%5»</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="298"/>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="299"/>
        <source>seconds</source>
        <translation>секунд</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="309"/>
        <source>below %1 °C</source>
        <translation>ниже %1 °C</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="311"/>
        <source>idle for %1 s</source>
        <translation>простой %1 с</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="314"/>
        <source>at most %1 s</source>
        <translation>не дольше %1 с</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="337"/>
        <source>the temperature to cool below</source>
        <translation>температура, ниже которой охлаждать</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="340"/>
        <source>the idle time before a test</source>
        <translation>время простоя перед тестом</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="342"/>
        <source>the longest cool-down</source>
        <translation>наибольшее время охлаждения</translation>
    </message>
</context>
<context>
    <name>ds::PrivilegedOpen</name>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="43"/>
        <source>drivescope-helper is not installed at %1</source>
        <translation>drivescope-helper не установлен в %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="49"/>
        <source>pkexec (polkit) is not installed</source>
        <translation>pkexec (polkit) не установлен</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="126"/>
        <source>privileged opening is turned off (DRIVESCOPE_PRIVILEGED_OPEN=none)</source>
        <translation>привилегированное открытие отключено (DRIVESCOPE_PRIVILEGED_OPEN=none)</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="153"/>
        <source>udisks2 is not running</source>
        <translation>udisks2 не запущен</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="162"/>
        <source>udisks2 does not know %1%2</source>
        <translation>udisks2 не знает %1%2</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="175"/>
        <source>udisks2 would not open %1: %2</source>
        <translation>udisks2 не открыл %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="182"/>
        <source>cannot keep the descriptor udisks2 sent: %1</source>
        <translation>не удаётся сохранить дескриптор, присланный udisks2: %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="62"/>
        <source>cannot make a socket for the helper: %1</source>
        <translation>не удаётся создать сокет для вспомогательной программы: %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="83"/>
        <source>cannot start %1: %2</source>
        <translation>не удаётся запустить %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="220"/>
        <source>drivescope-helper refused: %1</source>
        <translation>drivescope-helper отказал: %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="223"/>
        <source>not authorised (pkexec: the password was not given or polkit said no)</source>
        <translation>нет полномочий (pkexec: пароль не введён или polkit отказал)</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="227"/>
        <source>drivescope-helper sent no descriptor (exit status %1)</source>
        <translation>drivescope-helper не прислал дескриптор (код завершения %1)</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="217"/>
        <source>drivescope-helper&apos;s answer was refused: %1</source>
        <translation>ответ drivescope-helper отклонён: %1</translation>
    </message>
</context>
<context>
    <name>ds::Pts</name>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="30"/>
        <source>the saved PTS run was on %1 (%2 bytes), not on %3: start a new one without --resume</source>
        <translation>сохранённый прогон PTS был на %1 (%2 байт), а не на %3: начните новый без --resume</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="36"/>
        <source>the drive at %1 is not the one the saved PTS run was on (serial %2, now %3)</source>
        <translation>диск %1 — не тот, на котором шёл сохранённый прогон PTS (серийный номер %2, теперь %3)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="40"/>
        <source>the saved PTS run has other settings (%1): resume it with the same ones</source>
        <translation>у сохранённого прогона PTS другие настройки (%1): продолжайте его с теми же</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="44"/>
        <source>the saved PTS run on %1 has finished: there is nothing to resume</source>
        <translation>сохранённый прогон PTS на %1 завершён: продолжать нечего</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="60"/>
        <source>the PTS purges and writes a whole drive: it runs on a block device, not a test file</source>
        <translation>PTS очищает и записывает весь диск: он работает на блочном устройстве, а не на тестовом файле</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="64"/>
        <source>%1 of %2 is too little to test: the PTS needs 2 MiB</source>
        <translation>%1 из %2 — слишком мало для теста: PTS нужно 2 МиБ</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="113"/>
        <source>cannot purge %1: discard failed (%2). --purge none runs without a purge, not to the PTS</source>
        <translation>не удалось очистить %1: discard не удался (%2). --purge none работает без очистки, но уже не по PTS</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="122"/>
        <source>refusing to purge %1: it was not named for destruction</source>
        <translation>отказ очищать %1: устройство не названо для уничтожения</translation>
    </message>
</context>
<context>
    <name>ds::PtsChart</name>
    <message>
        <location filename="../ui/ptschart.cpp" line="43"/>
        <source>Average</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="45"/>
        <source>110 % of the average</source>
        <translation>110 % от среднего</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="46"/>
        <source>90 % of the average</source>
        <translation>90 % от среднего</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="48"/>
        <source>Least-squares fit</source>
        <translation>Линия наименьших квадратов</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="50"/>
        <source>4 KiB random write IOPS</source>
        <translation>IOPS случайной записи 4 КиБ</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="52"/>
        <location filename="../ui/ptschart.cpp" line="72"/>
        <source>Mean latency (ms)</source>
        <translation>Средняя задержка (мс)</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="54"/>
        <source>p99 latency (ms)</source>
        <translation>Задержка p99 (мс)</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="64"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="66"/>
        <source>GB written</source>
        <translation>Записано, ГБ</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="68"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="70"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="73"/>
        <source>Latency (ms)</source>
        <translation>Задержка (мс)</translation>
    </message>
</context>
<context>
    <name>ds::PtsPage</name>
    <message>
        <location filename="../ui/ptspage.cpp" line="43"/>
        <source>before the purge</source>
        <translation>до очистки</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="45"/>
        <source>purged, before the preconditioning</source>
        <translation>очищен, до предварительной подготовки</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="47"/>
        <source>preconditioned</source>
        <translation>подготовлен</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="49"/>
        <source>in the rounds</source>
        <translation>в раундах</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="51"/>
        <source>finished</source>
        <translation>завершён</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="77"/>
        <source>Saved run</source>
        <translation>Сохранённый прогон</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="79"/>
        <source>&amp;Resume</source>
        <translation>Продол&amp;жить</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="80"/>
        <source>Use its settings</source>
        <translation>Взять его настройки</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="81"/>
        <source>Start o&amp;ver</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="91"/>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="92"/>
        <source>Throughput</source>
        <translation>Линейная скорость</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="93"/>
        <source>Latency</source>
        <translation>Задержка</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="94"/>
        <source>Write saturation</source>
        <translation>Насыщение записью</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="95"/>
        <source>IOPS: 7 read/write mixes × 8 block sizes. Throughput: sequential 1024 and 128 KiB, read and write. Latency: QD1, 8, 4 and 0.5 KiB × 100/0, 65/35, 0/100. Write saturation: 4 KiB random writes until 4 × the tested capacity is written or the time limit.</source>
        <translation>IOPS: 7 соотношений чтения/записи × 8 размеров блока. Пропускная способность: последовательно 1024 и 128 КиБ, чтение и запись. Задержка: QD1, 8, 4 и 0,5 КиБ × 100/0, 65/35, 0/100. Насыщение записью: случайная запись блоками 4 КиБ, пока не будет записано 4 × проверяемой ёмкости или не истечёт лимит времени.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="98"/>
        <source>Client</source>
        <translation>Клиентский</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="99"/>
        <source>Enterprise</source>
        <translation>Корпоративный</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="100"/>
        <source>The PTS&apos;s client profile keeps the random I/O to 75 % of the tested capacity at 2 threads × QD16; the enterprise one uses all of it at 4 threads × QD32.</source>
        <translation>Клиентский профиль PTS ограничивает случайный ввод-вывод 75 % проверяемой ёмкости при 2 потоках × QD16; корпоративный использует её целиком при 4 потоках × QD32.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="105"/>
        <location filename="../ui/ptspage.cpp" line="132"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="106"/>
        <source>How long each measurement of a round lasts; the PTS&apos;s is one minute, so that a round of the IOPS test takes 56 minutes.</source>
        <translation>Длительность каждого измерения в раунде; в PTS это одна минута, так что раунд теста IOPS длится 56 минут.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="110"/>
        <source>Rounds at most before the test stops without steady state (the PTS: 25).</source>
        <translation>Наибольшее число раундов, после которого тест останавливается без установившегося режима (в PTS: 25).</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="114"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="115"/>
        <source>The share of the drive tested, from its start (the PTS: all of it). Preconditioning writes it twice.</source>
        <translation>Проверяемая доля накопителя от его начала (в PTS: весь). Предварительная подготовка записывает её дважды.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="122"/>
        <source>NVMe Format NVM</source>
        <translation>NVMe Format NVM</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="118"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="119"/>
        <source>Discard (TRIM) the whole drive</source>
        <translation>Discard (TRIM) всего накопителя</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="120"/>
        <source>Sanitize</source>
        <translation>Sanitize</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="121"/>
        <source>The drive&apos;s own sanitize command</source>
        <translation>Собственная команда sanitize накопителя</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="123"/>
        <source>None (not PTS)</source>
        <translation>Нет (не PTS)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="124"/>
        <source>No purge: the result is not a PTS result</source>
        <translation>Без очистки: результат не является результатом PTS</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="125"/>
        <source>How the drive is made fresh before preconditioning: a discard (TRIM) of the whole device, as the PTS wants; the drive&apos;s own sanitize (NVMe block or crypto erase, ATA BLOCK ERASE or CRYPTO SCRAMBLE EXT) or NVMe Format NVM with user data erase, only on a whole NVMe or SATA drive. Without a purge the result says it is not a PTS result.</source>
        <translation>Как накопитель приводится в свежее состояние перед предварительной подготовкой: discard (TRIM) всего устройства, как требует PTS; собственный sanitize накопителя (NVMe block или crypto erase, ATA BLOCK ERASE или CRYPTO SCRAMBLE EXT) или NVMe Format NVM со стиранием пользовательских данных, только на целом накопителе NVMe или SATA. Без очистки результат отмечается как не результат PTS.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="133"/>
        <source>Write saturation stops after this much writing if 4 × the tested capacity has not been written by then (the PTS: 24 hours).</source>
        <translation>Насыщение записью останавливается после этого времени записи, если к тому моменту не записано 4 × проверяемой ёмкости (в PTS: 24 часа).</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="137"/>
        <source>The seed of the random offsets, as drivescope-cli pts --seed: the same seed draws the same requests in every round and every run.</source>
        <translation>Зерно случайных смещений, как drivescope-cli pts --seed: одно и то же зерно даёт одни и те же запросы в каждом раунде и каждом прогоне.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="139"/>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="140"/>
        <source>Where the run&apos;s state is saved after each step, as drivescope-cli pts --state: empty, ~/.local/share/drivescope/pts/DEVICE.json. A run the CLI saved elsewhere is resumed by naming its file here.</source>
        <translation>Куда сохраняется состояние прогона после каждого шага, как drivescope-cli pts --state: пусто — ~/.local/share/drivescope/pts/УСТРОЙСТВО.json. Прогон, который CLI сохранила в другом месте, продолжается, если указать здесь его файл.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="150"/>
        <source>T&amp;est:</source>
        <translation>&amp;Тест:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="151"/>
        <source>&amp;Profile:</source>
        <translation>&amp;Профиль:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="153"/>
        <source>&amp;Measurement:</source>
        <translation>&amp;Измерение:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="154"/>
        <source>Most r&amp;ounds:</source>
        <translation>Не более &amp;раундов:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="155"/>
        <source>&amp;Capacity:</source>
        <translation>&amp;Ёмкость:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="156"/>
        <source>P&amp;urge:</source>
        <translation>&amp;Очистка:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="157"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Лимит времени:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="158"/>
        <source>See&amp;d:</source>
        <translation>З&amp;ерно:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="164"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="165"/>
        <location filename="../ui/ptspage.cpp" line="166"/>
        <source>Choose the state file</source>
        <translation>Выбрать файл состояния</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="169"/>
        <source>State &amp;file:</source>
        <translation>&amp;Файл состояния:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="172"/>
        <source>Purges and writes the whole drive, destroying its data: you will be asked to type its name. Test files cannot be purged.</source>
        <translation>Очищает и перезаписывает весь накопитель, уничтожая его данные: вас попросят ввести его имя. Тестовые файлы очистить нельзя.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="184"/>
        <source>Continue the saved run where it stopped, as drivescope-cli pts --resume does</source>
        <translation>Продолжить сохранённый прогон с места остановки, как drivescope-cli pts --resume</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="185"/>
        <source>Set the settings to the saved run&apos;s, so that it can be resumed</source>
        <translation>Установить настройки сохранённого прогона, чтобы его можно было продолжить</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="186"/>
        <source>Discard the saved run and start this one, as drivescope-cli pts --restart</source>
        <translation>Отбросить сохранённый прогон и начать этот, как drivescope-cli pts --restart</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="195"/>
        <source>PTS convergence chart</source>
        <translation>Диаграмма сходимости PTS</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="196"/>
        <source>PTS steady-state window chart</source>
        <translation>Диаграмма окна установившегося режима PTS</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="199"/>
        <source>Convergence</source>
        <translation>Сходимость</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="200"/>
        <source>Steady-state window</source>
        <translation>Окно установившегося режима</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="201"/>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="256"/>
        <source>The seed must be a whole number, not “%1”.</source>
        <translation>Зерно должно быть целым числом, а не «%1».</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="264"/>
        <source>The PTS purges and writes a whole drive: choose a drive, not the test file.</source>
        <translation>PTS очищает и перезаписывает весь накопитель: выберите накопитель, а не тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="271"/>
        <source>The saved PTS run cannot be resumed with these settings.</source>
        <translation>Сохранённый прогон PTS нельзя продолжить с этими настройками.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="277"/>
        <source>A PTS state is saved in %1 (see Saved run): Start over discards it; Resume continues a stopped run of this drive.</source>
        <translation>В %1 сохранено состояние PTS (см. Сохранённый прогон): Начать заново отбрасывает его; Продолжить продолжает остановленный прогон этого накопителя.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="294"/>
        <source>Active range %1 %, %2 × QD%3</source>
        <translation>Активный диапазон %1 %, %2 × QD%3</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="353"/>
        <source>The saved PTS state of this drive cannot be read: %1</source>
        <translation>Не удаётся прочитать сохранённое состояние PTS этого накопителя: %1</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="360"/>
        <source>The state file holds a stopped run on %1: Start over discards it.</source>
        <translation>Файл состояния содержит остановленный прогон на %1: Начать заново отбрасывает его.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="367"/>
        <source>A stopped run (%1) is saved: %2, %n round(s) done, saved %3.</source>
        <translation>
            <numerusform>Сохранён остановленный прогон (%1): %2, выполнен %n раунд, сохранён %3.</numerusform>
            <numerusform>Сохранён остановленный прогон (%1): %2, выполнено %n раунда, сохранён %3.</numerusform>
            <numerusform>Сохранён остановленный прогон (%1): %2, выполнено %n раундов, сохранён %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="597"/>
        <source>Write saturation: %1 GB written in %n round(s)</source>
        <translation>
            <numerusform>Насыщение записью: записано %1 ГБ за %n раунд</numerusform>
            <numerusform>Насыщение записью: записано %1 ГБ за %n раунда</numerusform>
            <numerusform>Насыщение записью: записано %1 ГБ за %n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="615"/>
        <source>Steady state not reached in %n round(s).</source>
        <translation>
            <numerusform>Установившийся режим не достигнут за %n раунд.</numerusform>
            <numerusform>Установившийся режим не достигнут за %n раунда.</numerusform>
            <numerusform>Установившийся режим не достигнут за %n раундов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="625"/>
        <source>%n I/O error(s).</source>
        <translation>
            <numerusform>%n ошибка ввода-вывода.</numerusform>
            <numerusform>%n ошибки ввода-вывода.</numerusform>
            <numerusform>%n ошибок ввода-вывода.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="379"/>
        <source>Its settings differ from these: use its settings to resume it.</source>
        <translation>Его настройки отличаются от текущих: возьмите его настройки, чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="396"/>
        <source>PTS state file</source>
        <translation>Файл состояния PTS</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="396"/>
        <source>PTS state (*.json)</source>
        <translation>Состояние PTS (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="453"/>
        <source>Running: purge and preconditioning, then the rounds.</source>
        <translation>Выполняется: очистка и подготовка, затем раунды.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="477"/>
        <source>Stopped before the test began.</source>
        <translation>Остановлен до начала теста.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="529"/>
        <source>Read 100/0 (MB/s)</source>
        <translation>Чтение 100/0 (МБ/с)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="529"/>
        <source>Write 0/100 (MB/s)</source>
        <translation>Запись 0/100 (МБ/с)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>Mean (ms)</source>
        <translation>Среднее (мс)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>p99 (ms)</source>
        <translation>p99 (мс)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <source>p99.99 (ms)</source>
        <translation>p99,99 (мс)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <source>Max (ms)</source>
        <translation>Макс. (мс)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="558"/>
        <source>skipped</source>
        <translation>пропущено</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>Written (GB)</source>
        <translation>Записано (ГБ)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="600"/>
        <source>, %1 × the tested capacity</source>
        <translation>, %1 × проверяемой ёмкости</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="604"/>
        <source>: 4 × the capacity reached.</source>
        <translation>: достигнуто 4 × ёмкости.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="605"/>
        <source>: stopped at the time limit.</source>
        <translation>: остановлено по лимиту времени.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="610"/>
        <source>Steady state reached in round %1 (window: rounds %2 to %3).</source>
        <translation>Установившийся режим достигнут в раунде %1 (окно: раунды с %2 по %3).</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="617"/>
        <source>Round %1 done: steady state not yet reached.</source>
        <translation>Раунд %1 выполнен: установившийся режим ещё не достигнут.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="620"/>
        <source>Stopped: Resume continues it.</source>
        <translation>Остановлен: «Продолжить» продолжит его.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="622"/>
        <source>Not purged: not a PTS result.</source>
        <translation>Без очистки: не результат PTS.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="629"/>
        <source>The drive&apos;s write cache is off and could not be switched on again: %1.</source>
        <translation>Кэш записи накопителя выключен, и включить его снова не удалось: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="654"/>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="656"/>
        <source>%1 ms mean</source>
        <translation>%1 мс в среднем</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="657"/>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="659"/>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.h" line="30"/>
        <source>SNIA PTS</source>
        <translation>SNIA PTS</translation>
    </message>
</context>
<context>
    <name>ds::PtsPlan</name>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="52"/>
        <source>the PTS profile is client or enterprise, not &quot;%1&quot;</source>
        <translation>профиль PTS — client или enterprise, а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="76"/>
        <source>the PTS test is iops, throughput, latency or wsat, not &quot;%1&quot;</source>
        <translation>тест PTS — iops, throughput, latency или wsat, а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="307"/>
        <source>, at most %1 s</source>
        <translation>, не более %1 с</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="294"/>
        <source>write saturation</source>
        <translation>насыщение записью</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="292"/>
        <source>latency</source>
        <translation>задержка</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="290"/>
        <source>throughput</source>
        <translation>пропускная способность</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="134"/>
        <source>the purge is discard, sanitize, format or none, not &quot;%1&quot;</source>
        <translation>очистка — discard, sanitize, format или none, а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="313"/>
        <source>%1, %2 s a measurement, %3 % of the drive</source>
        <translation>%1, %2 с на измерение, %3 % диска</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="315"/>
        <source>enterprise</source>
        <translation>корпоративный</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="316"/>
        <source>client</source>
        <translation>клиентский</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="321"/>
        <source>, purged by the drive&apos;s sanitize</source>
        <translation>, очищено командой sanitize накопителя</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="323"/>
        <source>, purged by the drive&apos;s format</source>
        <translation>, очищено командой format накопителя</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="330"/>
        <source>a measurement lasts 0.1 to 3600 seconds</source>
        <translation>измерение длится от 0,1 до 3600 секунд</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="333"/>
        <source>the share of the drive tested is above 0 % and at most 100 %</source>
        <translation>проверяемая доля диска — больше 0 % и не более 100 %</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="335"/>
        <source>the most rounds must be %1 to %2</source>
        <translation>наибольшее число раундов — от %1 до %2</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="340"/>
        <source>the write saturation&apos;s time limit must be at least one measurement and at most %1 of them</source>
        <translation>предел времени насыщения записью должен быть не меньше одного измерения и не больше %1 измерений</translation>
    </message>
</context>
<context>
    <name>ds::PtsState</name>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="45"/>
        <location filename="../core/files/ptsstate.cpp" line="95"/>
        <location filename="../core/files/ptsstate.cpp" line="148"/>
        <source>the PTS state</source>
        <translation>состояние PTS</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="65"/>
        <source>no saved PTS state to resume: %1: %2</source>
        <translation>нет сохранённого состояния PTS для продолжения: %1: %2</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="70"/>
        <source>refusing to resume from %1: it is not a regular file</source>
        <translation>отказ продолжить из %1: это не обычный файл</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="72"/>
        <source>a PTS state</source>
        <translation>состояние PTS</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="99"/>
        <source>%1 is a directory: the PTS needs a file for its state</source>
        <translation>%1 — это каталог: PTS нужен файл для её состояния</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="117"/>
        <source>%1 is not a PTS state file, and the PTS would write its state over it: name another file for the state</source>
        <translation>%1 не является файлом состояния PTS, а PTS записала бы в него своё состояние: укажите другой файл для состояния</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="126"/>
        <source>the saved PTS state cannot be read (%1): --restart (Start over in the window) writes a new one over it</source>
        <translation>сохранённое состояние PTS не читается (%1): --restart (в окне: Начать заново) записывает поверх него новое</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="133"/>
        <source>a stopped PTS run (%1 on %2, %3 round(s) done) is saved in %4: resume it (--resume, or Resume in the window) or discard it (--restart, or Start over)</source>
        <translation>остановленный прогон PTS (%1 на %2, раундов выполнено: %3) сохранён в %4: продолжите его (--resume, в окне — Продолжить) или отбросьте (--restart, Начать заново)</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="156"/>
        <source>cannot lock the PTS state %1: %2</source>
        <translation>не удаётся заблокировать состояние PTS %1: %2</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="161"/>
        <source>another PTS run is saving its state in %1: wait for it to end, or name another file for the state</source>
        <translation>другой прогон PTS сохраняет своё состояние в %1: дождитесь его окончания или укажите другой файл для состояния</translation>
    </message>
</context>
<context>
    <name>ds::QueueDepthChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="334"/>
        <source>Queue depth (requests in flight)</source>
        <translation>Глубина очереди (запросов в работе)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="337"/>
        <location filename="../ui/sweepcharts.cpp" line="358"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="343"/>
        <source>Latency (µs)</source>
        <translation>Задержка (мкс)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="343"/>
        <source>Latency (ms)</source>
        <translation>Задержка (мс)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="411"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="420"/>
        <source>QD %1: not measured</source>
        <translation>QD %1: не измерено</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="421"/>
        <source>QD %1: %2 IOPS · %3 MB/s · mean %4 µs · p50 %5 µs · p99 %6 µs · p99.9 %7 µs</source>
        <translation>QD %1: %2 IOPS · %3 МБ/с · среднее %4 мкс · p50 %5 мкс · p99 %6 мкс · p99,9 %7 мкс</translation>
    </message>
</context>
<context>
    <name>ds::QueueDepthPage</name>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="56"/>
        <source>Queue depth chart</source>
        <translation>График глубины очереди</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="57"/>
        <source>Queue depth figures</source>
        <translation>Значения по глубине очереди</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="58"/>
        <source>The figures of each queue depth: the mean over its repeats. Hover over a point of the chart for the same.</source>
        <translation>Значения для каждой глубины очереди: среднее по повторам. То же показывает подсказка над точкой графика.</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="28"/>
        <source>The request size. 4 KiB random is what an operating system and most programs ask of a drive.</source>
        <translation>Размер запроса. Случайные запросы по 4 KiB — то, что требуют от диска операционная система и большинство программ.</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="33"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="39"/>
        <source>Queue depth (QD) is how many requests are in flight at once: 1 is one program waiting for each read, 32 a busy server. The sweep runs 1, 2, 4 … up to this. A drive&apos;s IOPS grow with QD until its internal parallelism is used up; after that only the latency grows.</source>
        <translation>Глубина очереди (QD) — сколько запросов выполняется одновременно: 1 — одна программа, ждущая каждого чтения, 32 — загруженный сервер. Серия идёт 1, 2, 4 … до этого значения. IOPS диска растут с QD, пока не исчерпан его внутренний параллелизм; дальше растёт только задержка.</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="26"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Размер блока:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="32"/>
        <source>&amp;Access:</source>
        <translation>&amp;Доступ:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="34"/>
        <source>Write (destroys data)</source>
        <translation>Запись (стирает данные)</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="35"/>
        <source>Write: destroys the data on a device</source>
        <translation>Запись: стирает данные на устройстве</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="36"/>
        <source>&amp;Direction:</source>
        <translation>&amp;Направление:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="37"/>
        <source>Deepest &amp;queue:</source>
        <translation>Наи&amp;большая очередь:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="44"/>
        <source>T&amp;hreads:</source>
        <translation>Пото&amp;ки:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="45"/>
        <source>CPUs:</source>
        <translation>Процессоры:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="46"/>
        <source>D&amp;uration per depth:</source>
        <translation>Д&amp;лительность на глубину:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="47"/>
        <source>Test data:</source>
        <translation>Тестовые данные:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="51"/>
        <location filename="../ui/queuedepthpage.cpp" line="92"/>
        <location filename="../ui/queuedepthpage.cpp" line="107"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="51"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="52"/>
        <source>Mean µs</source>
        <translation>Средн. мкс</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="52"/>
        <source>p50 µs</source>
        <translation>p50 мкс</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="53"/>
        <source>p99 µs</source>
        <translation>p99 мкс</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="54"/>
        <source>p99.9 µs</source>
        <translation>p99,9 мкс</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="123"/>
        <source>peak %1 IOPS at QD%2, p99 %3 µs there</source>
        <translation>пик %1 IOPS при QD%2, p99 там %3 мкс</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="50"/>
        <location filename="../ui/queuedepthpage.h" line="20"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="55"/>
        <source>By queue depth</source>
        <translation>По глубине очереди</translation>
    </message>
</context>
<context>
    <name>ds::QuickProfile</name>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="39"/>
        <source>Default</source>
        <translation>Стандартный</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="48"/>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="57"/>
        <source>Peak performance</source>
        <translation>Пиковая производительность</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="64"/>
        <source>Real world performance</source>
        <translation>Реальная производительность</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="71"/>
        <source>Demo</source>
        <translation>Демо</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="83"/>
        <source>Flash (USB stick, SD card)</source>
        <translation>Флеш-память (USB-накопитель, SD-карта)</translation>
    </message>
</context>
<context>
    <name>ds::QuickSuite</name>
    <message>
        <location filename="../core/run/benchmarks/quicksuite.cpp" line="94"/>
        <source>repeats must be at least 1</source>
        <translation>число повторов должно быть не меньше 1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/quicksuite.cpp" line="96"/>
        <source>the interval must be zero or more seconds</source>
        <translation>пауза должна быть нулевой или больше</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/quicksuite.cpp" line="119"/>
        <source>no quick-suite test &apos;%1&apos; (there are %2)</source>
        <translation>в быстром наборе нет теста &apos;%1&apos; (есть %2)</translation>
    </message>
</context>
<context>
    <name>ds::QuickSuitePage</name>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="65"/>
        <source>&amp;Read only</source>
        <translation>Только &amp;чтение</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="67"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="89"/>
        <source>Best run</source>
        <translation>Лучший прогон</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="90"/>
        <source>Mean of the runs</source>
        <translation>Среднее прогонов</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="91"/>
        <source>Skip the write tests (on a device they destroy its data).</source>
        <translation>Пропустить тесты записи (на устройстве они уничтожают его данные).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="103"/>
        <source>Run every test of the suite (F5).</source>
        <translation>Выполнить все тесты набора (F5).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="211"/>
        <source>Sequential 1 MiB reads and writes, 8 in flight: large-file copying at its best.</source>
        <translation>Последовательное чтение и запись по 1 MiB, 8 одновременно: копирование больших файлов в лучшем случае.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="214"/>
        <source>Sequential 1 MiB with one request at a time: a single program streaming.</source>
        <translation>Последовательно по 1 MiB, по одному запросу: одна программа, читающая поток.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="220"/>
        <source>Random 4 KiB with 32 in flight: a busy system or server, where SSDs shine.</source>
        <translation>Случайно по 4 KiB, 32 одновременно: загруженная система или сервер, где SSD блистают.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="226"/>
        <source>Random 4 KiB one at a time: what a desktop feels when it starts programs.</source>
        <translation>Случайно по 4 KiB, по одному: то, что чувствует настольная система при запуске программ.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="272"/>
        <source>%1 Click to run only this test.</source>
        <translation>%1 Нажмите, чтобы выполнить только этот тест.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="111"/>
        <source>Copy as &amp;text</source>
        <translation>Копировать как &amp;текст</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="41"/>
        <source>Peak</source>
        <translation>Пиковый</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="43"/>
        <source>Real world</source>
        <translation>Реальный</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="45"/>
        <source>Flash (USB, SD)</source>
        <translation>Флеш (USB, SD)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="57"/>
        <source>&amp;Mix row:</source>
        <translation>С&amp;мешанная строка:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="60"/>
        <source>Seconds measured per run of each test (CrystalDiskMark&apos;s measure time: 5).</source>
        <translation>Измеряемых секунд на прогон каждого теста (время измерения в CrystalDiskMark: 5).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="63"/>
        <source>Idle time before each run, so a drive&apos;s write cache can drain (CrystalDiskMark: 5).</source>
        <translation>Пауза перед каждым прогоном, чтобы кэш записи диска успел освободиться (CrystalDiskMark: 5).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="72"/>
        <source>CrystalDiskMark 8&apos;s profiles: which tests run, and the settings they start from. An NVMe drive gets NVMe SSD, any other Default.</source>
        <translation>Профили CrystalDiskMark 8: какие тесты выполняются и с каких настроек они начинают. Диск NVMe получает NVMe SSD, любой другой — Стандартный.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="78"/>
        <source>The region at the drive&apos;s start the tests work on (CrystalDiskMark: 1 GiB); a smaller target is tested whole.</source>
        <translation>Область в начале диска, с которой работают тесты (CrystalDiskMark: 1 GiB); меньшая цель тестируется целиком.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="81"/>
        <source>R%1/W%2</source>
        <translation>Ч%1/З%2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="83"/>
        <source>Add a row that reads and writes at once in this ratio (CrystalDiskMark&apos;s Mix mode).</source>
        <translation>Добавить строку, которая одновременно читает и пишет в этом соотношении (режим Mix в CrystalDiskMark).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="84"/>
        <source>A comment for the text report</source>
        <translation>Комментарий для текстового отчёта</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="87"/>
        <source>Runs of each test (CrystalDiskMark&apos;s count: 5); the figure is the best run (CrystalDiskMark&apos;s way) or the mean.</source>
        <translation>Прогонов каждого теста (количество в CrystalDiskMark: 5); результат — лучший прогон (как в CrystalDiskMark) или среднее.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="112"/>
        <source>A plain-text block laid out like CrystalDiskMark&apos;s, to paste into a forum post.</source>
        <translation>Текстовый блок в формате CrystalDiskMark, чтобы вставить в сообщение на форуме.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="115"/>
        <source>Nothing to copy yet: run the quick suite first.</source>
        <translation>Пока нечего копировать: сначала запустите быстрый набор.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="120"/>
        <source>Copied the quick suite&apos;s figures as text: paste them into a post.</source>
        <translation>Результаты быстрого набора скопированы как текст: вставьте их в сообщение.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="125"/>
        <source>Prof&amp;ile:</source>
        <translation>Проф&amp;иль:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="126"/>
        <source>Test si&amp;ze:</source>
        <translation>Ра&amp;змер теста:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="127"/>
        <source>&amp;Duration:</source>
        <translation>&amp;Длительность:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="128"/>
        <source>R&amp;uns:</source>
        <translation>П&amp;рогоны:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="129"/>
        <source>&amp;Pause between runs:</source>
        <translation>&amp;Пауза между прогонами:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="134"/>
        <source>as the row says</source>
        <translation>как в строке</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="136"/>
        <source>T&amp;hreads:</source>
        <translation>Пото&amp;ки:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="137"/>
        <source>CPUs:</source>
        <translation>Процессоры:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="138"/>
        <source>Test data:</source>
        <translation>Тестовые данные:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="142"/>
        <source>C&amp;omment:</source>
        <translation>Комме&amp;нтарий:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="143"/>
        <source>&amp;Figure:</source>
        <translation>П&amp;оказатель:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="146"/>
        <source>Read-only on devices: untick “Read only” to run the write tests too (destroys the drive&apos;s data).</source>
        <translation>На устройствах только чтение: снимите «Только чтение», чтобы выполнить и тесты записи (уничтожает данные диска).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="217"/>
        <source>Sequential 128 KiB with 32 in flight: what an NVMe drive streams with a deep queue.</source>
        <translation>Последовательно по 128 KiB, 32 в очереди: поток, который диск NVMe выдаёт при глубокой очереди.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="223"/>
        <source>Random 4 KiB, 16 threads with 32 in flight each: the most a fast NVMe drive can be asked.</source>
        <translation>Случайно по 4 KiB, 16 потоков по 32 в очереди: максимум, который можно потребовать от быстрого диска NVMe.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="233"/>
        <source>Reads and writes at once, in the mix ratio set.</source>
        <translation>Одновременные чтение и запись в заданном соотношении.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="276"/>
        <source>%1 A row of the run shown, not of the %2 profile: it cannot run here.</source>
        <translation>%1 Строка показанного прогона, а не профиля %2: здесь её запустить нельзя.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="370"/>
        <location filename="../ui/quicksuitepage.cpp" line="448"/>
        <location filename="../ui/quicksuitepage.cpp" line="451"/>
        <source>Not run.</source>
        <translation>Не выполнялся.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="381"/>
        <source>%1 MB/s, %2 IOPS, mean %3 µs%4</source>
        <translation>%1 МБ/с, %2 IOPS, в среднем %3 мкс%4</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="393"/>
        <source>Kept from the run of %1.</source>
        <translation>Сохранено из запуска от %1.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="405"/>
        <source>Read (%1)</source>
        <translation>Чтение (%1)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="406"/>
        <source>Write (%1)</source>
        <translation>Запись (%1)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="420"/>
        <source>Runs: %1 %2</source>
        <translation>Прогоны: %1 %2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="626"/>
        <source>%1 read/write: %2</source>
        <translation>%1 чтение/запись: %2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="385"/>
        <source> (stopped early)</source>
        <translation> (остановлено досрочно)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="422"/>
        <source>Unstable: the runs spread by %1 % (more than %2 %).</source>
        <translation>Нестабильно: разброс прогонов %1 % (больше %2 %).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="425"/>
        <source>Spread ±%1 % over %2 runs.</source>
        <translation>Разброс ±%1 % по %2 прогонам.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="444"/>
        <location filename="../ui/quicksuitepage.cpp" line="446"/>
        <source>Waiting to run.</source>
        <translation>Ожидает выполнения.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="473"/>
        <source>running…</source>
        <translation>выполняется…</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="473"/>
        <source>This test is running now.</source>
        <translation>Этот тест выполняется сейчас.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="618"/>
        <location filename="../ui/quicksuitepage.cpp" line="621"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.h" line="26"/>
        <source>Quick suite</source>
        <translation>Быстрый набор</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="150"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
</context>
<context>
    <name>ds::RunPicker</name>
    <message>
        <location filename="../ui/runpicker.cpp" line="11"/>
        <source>The session holds several runs of this test: choose the one the page shows</source>
        <translation>В сеансе несколько прогонов этого теста: выберите, какой показать на странице</translation>
    </message>
    <message>
        <location filename="../ui/runpicker.cpp" line="12"/>
        <source>Run shown</source>
        <translation>Показанный прогон</translation>
    </message>
    <message>
        <location filename="../ui/runpicker.cpp" line="33"/>
        <source>Run %1 of %2 · %3</source>
        <translation>Запуск %1 из %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/runpicker.cpp" line="40"/>
        <source>%1 (run %2 of the session&apos;s %3)</source>
        <translation>%1 (запуск %2 из %3 в сеансе)</translation>
    </message>
</context>
<context>
    <name>ds::RunPlan</name>
    <message>
        <location filename="../core/model/runplan.cpp" line="140"/>
        <source>the PTS purges and writes a whole drive: choose a drive, not a test file</source>
        <translation>PTS очищает и перезаписывает весь накопитель: выберите накопитель, а не тестовый файл</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="158"/>
        <source>; access time %1 × %2</source>
        <translation>; время доступа %1 × %2</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="162"/>
        <source>; burst %1 × %2</source>
        <translation>; пиковая скорость %1 × %2</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="32"/>
        <source>%1, %2, %3 s × %4 runs, %5</source>
        <translation>%1, %2, %3 с × прогонов: %4, %5</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="35"/>
        <source>the whole target</source>
        <translation>вся цель</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="38"/>
        <source>best run</source>
        <translation>лучший прогон</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="39"/>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="41"/>
        <source>, read only</source>
        <translation>, только чтение</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="44"/>
        <source>, mix %1 % read</source>
        <translation>, смесь: %1 % чтения</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="47"/>
        <source>, only %1</source>
        <translation>, только %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="178"/>
        <source>quick suite %1</source>
        <translation>быстрый набор %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="182"/>
        <source>%1 targets at once, %2%3</source>
        <translation>целей одновременно: %1, %2%3</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="185"/>
        <source>, scaling 1 … N</source>
        <translation>, масштабирование 1 … N</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="190"/>
        <source>error scan, %1</source>
        <translation>проверка на ошибки, %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="194"/>
        <source>consistency, %1</source>
        <translation>стабильность, %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="199"/>
        <source>SNIA PTS, %1, resumed</source>
        <translation>SNIA PTS, %1, продолжен</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="203"/>
        <source>SNIA PTS, %1, the stopped run discarded</source>
        <translation>SNIA PTS, %1, остановленный прогон отброшен</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="205"/>
        <source>SNIA PTS, %1</source>
        <translation>SNIA PTS, %1</translation>
    </message>
</context>
<context>
    <name>ds::RunProgressBar</name>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="28"/>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="34"/>
        <source>starting…</source>
        <translation>запуск…</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="42"/>
        <source> · ETA %1</source>
        <translation> · осталось %1</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="46"/>
        <source> · %1 MB/s</source>
        <translation> · %1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="48"/>
        <source> · %1 IOPS</source>
        <translation> · %1 IOPS</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="55"/>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="55"/>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="61"/>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
</context>
<context>
    <name>ds::RunStage</name>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="28"/>
        <source>preparing test file in %1</source>
        <translation>подготовка тестового файла в %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="30"/>
        <source>starting</source>
        <translation>запуск</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="32"/>
        <source>zone %1/%2</source>
        <translation>зона %1/%2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="37"/>
        <source>write %1</source>
        <translation>запись %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="38"/>
        <source>read %1</source>
        <translation>чтение %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="42"/>
        <source>%1, %2 outstanding</source>
        <translation>%1, в очереди: %2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="45"/>
        <source>%1 read &amp; write</source>
        <translation>%1 чтение и запись</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="46"/>
        <source>%1 write</source>
        <translation>%1 запись</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="47"/>
        <source>%1 read</source>
        <translation>%1 чтение</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="51"/>
        <source>%1 of %2 targets</source>
        <translation>%1 из %2 целей</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="52"/>
        <source>%1 targets</source>
        <translation>целей: %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="54"/>
        <source>random access time</source>
        <translation>время случайного доступа</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="56"/>
        <source>burst rate</source>
        <translation>пиковая скорость</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="58"/>
        <source>sustained write</source>
        <translation>длительная запись</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="60"/>
        <source>block %1/%2</source>
        <translation>блок %1/%2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="62"/>
        <source>filling the target</source>
        <translation>заполнение цели</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="64"/>
        <source>random writes</source>
        <translation>случайные записи</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="67"/>
        <source>cache recovery after %1 s</source>
        <translation>восстановление кэша через %1 с</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="72"/>
        <source>cooling down: %1 at %2 °C, waiting for below %3 °C</source>
        <translation>охлаждение: %1 при %2 °C, ожидание ниже %3 °C</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="77"/>
        <source>waiting for %1 to be idle: %2 of %3 s</source>
        <translation>ожидание простоя %1: %2 из %3 с</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="84"/>
        <source>purge, %1 %</source>
        <translation>очистка, %1 %</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="92"/>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="94"/>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="85"/>
        <source>purge</source>
        <translation>очистка</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="87"/>
        <source>preconditioning</source>
        <translation>предварительная подготовка</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="90"/>
        <source>round %1/%2, %3</source>
        <translation>раунд %1/%2, %3</translation>
    </message>
</context>
<context>
    <name>ds::SafeSaveFile</name>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="26"/>
        <source>%1 is not a directory</source>
        <translation>%1 — не каталог</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="29"/>
        <source>the directory %1 belongs to user %2, not to %3 (as root, DriveScope writes only in directories root owns: sudo -E keeps another user&apos;s HOME and XDG_DATA_HOME)</source>
        <translation>каталог %1 принадлежит пользователю %2, а не %3 (от имени root DriveScope пишет только в каталоги root: sudo -E сохраняет HOME и XDG_DATA_HOME другого пользователя)</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="34"/>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="35"/>
        <source>you</source>
        <translation>вам</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="40"/>
        <source>others may write to the directory %1, and so swap what is written there</source>
        <translation>в каталог %1 могут писать другие и так подменить то, что в него записывается</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="77"/>
        <location filename="../core/files/safesavefile.cpp" line="81"/>
        <location filename="../core/files/safesavefile.cpp" line="98"/>
        <location filename="../core/files/safesavefile.cpp" line="146"/>
        <location filename="../core/files/safesavefile.cpp" line="151"/>
        <location filename="../core/files/safesavefile.cpp" line="174"/>
        <location filename="../core/files/safesavefile.cpp" line="185"/>
        <source>cannot write %1 to %2: %3</source>
        <translation>не удаётся записать %1 в %2: %3</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="85"/>
        <location filename="../core/files/safesavefile.cpp" line="259"/>
        <source>refusing to write %1 to %2: %3</source>
        <translation>отказ записать %1 в %2: %3</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="103"/>
        <source>refusing to write %1 to %2: it is a symbolic link</source>
        <translation>отказ записать %1 в %2: это символическая ссылка</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="107"/>
        <source>refusing to write %1 to %2: it is not a regular file</source>
        <translation>отказ записать %1 в %2: это не обычный файл</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="127"/>
        <source>cannot write %1 to %2: it names a directory</source>
        <translation>не удаётся записать %1 в %2: это имя каталога</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="228"/>
        <location filename="../core/files/safesavefile.cpp" line="250"/>
        <location filename="../core/files/safesavefile.cpp" line="255"/>
        <source>cannot create the directory %1 for %2: %3</source>
        <translation>не удаётся создать каталог %1 для %2: %3</translation>
    </message>
</context>
<context>
    <name>ds::SafetyDialog</name>
    <message>
        <location filename="../ui/safetydialog.cpp" line="37"/>
        <source>Destroy the data on %1?</source>
        <translation>Стереть данные на %1?</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="54"/>
        <source>Device name</source>
        <translation>Имя устройства</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="62"/>
        <source>&amp;Destroy and run</source>
        <translation>&amp;Стереть и запустить</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="56"/>
        <source>type %1 here</source>
        <translation>введите здесь %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="21"/>
        <source>This test writes over %1 and destroys everything on it.</source>
        <translation>Этот тест перезаписывает %1 и уничтожает всё на нём.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="44"/>
        <source>On it:</source>
        <translation>На нём:</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="46"/>
        <source>The test: %1</source>
        <translation>Тест: %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="47"/>
        <source>&lt;p&gt;To go on, type the device&apos;s name (&lt;tt&gt;%1&lt;/tt&gt; or &lt;tt&gt;%2&lt;/tt&gt;):&lt;/p&gt;</source>
        <translation>&lt;p&gt;Чтобы продолжить, введите имя устройства (&lt;tt&gt;%1&lt;/tt&gt; или &lt;tt&gt;%2&lt;/tt&gt;):&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="58"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="82"/>
        <source>Everything on it will be lost.</source>
        <translation>Всё на нём будет потеряно.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="87"/>
        <source>This test writes test data over all %1 of %2.</source>
        <translation>Этот тест записывает тестовые данные на все %1 устройства %2.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="89"/>
        <source>This test writes test data over %1.</source>
        <translation>Этот тест записывает тестовые данные на %1.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="91"/>
        <source>This test writes test data over %1 of %2, from the start of the drive.</source>
        <translation>Этот тест записывает тестовые данные на %1 устройства %2, с начала диска.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="93"/>
        <source>This test writes test data over %1 of %2, from %3 onwards.</source>
        <translation>Этот тест записывает тестовые данные на %1 устройства %2, начиная с %3.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="106"/>
        <source>This test writes %1 of test data in %2 zones spread across %3 of %4.</source>
        <translation>Этот тест записывает %1 тестовых данных в %2 зон, распределённых по %3 устройства %4.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="108"/>
        <source>This test writes %1 of test data in %2 zones spread across %3.</source>
        <translation>Этот тест записывает %1 тестовых данных в %2 зон, распределённых по %3.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="115"/>
        <source>This test writes test data at places across all %1 of %2 for as long as it runs.</source>
        <translation>Пока тест идёт, он записывает тестовые данные в разные места всех %1 устройства %2.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="118"/>
        <source>This test writes test data at places across %1 for as long as it runs.</source>
        <translation>Пока тест идёт, он записывает тестовые данные в разные места %1.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="129"/>
        <source>no serial number</source>
        <translation>нет серийного номера</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="129"/>
        <source>serial %1</source>
        <translation>серийный номер %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="133"/>
        <source>backed by %1</source>
        <translation>на основе %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="147"/>
        <source>labelled “%1”</source>
        <translation>метка «%1»</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="149"/>
        <source>mounted on %1</source>
        <translation>смонтирован в %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="151"/>
        <source>in use as swap</source>
        <translation>используется как swap</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="153"/>
        <source>no filesystem known</source>
        <translation>файловая система неизвестна</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="167"/>
        <source>no partitions and no filesystem found</source>
        <translation>разделы и файловая система не найдены</translation>
    </message>
</context>
<context>
    <name>ds::ScalingChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="526"/>
        <source>Drives alone, summed</source>
        <translation>Накопители отдельно, в сумме</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="526"/>
        <source>First drive × count</source>
        <translation>Первый накопитель × число</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="531"/>
        <source>Aggregate: %1</source>
        <translation>Всего: %1</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="513"/>
        <source>Drives at once</source>
        <translation>Дисков одновременно</translation>
    </message>
</context>
<context>
    <name>ds::SeekChart</name>
    <message>
        <location filename="../ui/surfacechart.cpp" line="253"/>
        <location filename="../ui/surfacechart.cpp" line="256"/>
        <source>Access time (ms)</source>
        <translation>Время доступа (мс)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="255"/>
        <source>Seek distance (GB)</source>
        <translation>Расстояние перемещения (ГБ)</translation>
    </message>
</context>
<context>
    <name>ds::Session</name>
    <message>
        <location filename="../core/model/session.cpp" line="78"/>
        <source>not a DriveScope session (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>это не сеанс DriveScope (нет &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="84"/>
        <source>the session has format version %1, made by a newer DriveScope; this one (%2) reads up to version %3</source>
        <translation>сеанс имеет версию формата %1 и создан более новым DriveScope; эта версия (%2) читает формат до версии %3</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="110"/>
        <source>%1 is too large to be a session (%2 bytes)</source>
        <translation>%1 слишком велик для сеанса (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="117"/>
        <source>%1 is empty</source>
        <translation>%1 пуст</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="125"/>
        <source>%1 is not valid JSON (truncated or damaged?): %2 at byte %3</source>
        <translation>%1 — некорректный JSON (обрезан или повреждён?): %2 в байте %3</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="130"/>
        <source>%1 is not a DriveScope session: the JSON is not an object</source>
        <translation>%1 — не сеанс DriveScope: JSON не является объектом</translation>
    </message>
    <message>
        <location filename="../core/files/sessionfiles.cpp" line="30"/>
        <source>cannot open the session %1: %2</source>
        <translation>не удаётся открыть сеанс %1: %2</translation>
    </message>
    <message>
        <location filename="../core/files/sessionfiles.cpp" line="24"/>
        <source>a session</source>
        <translation>сеанс</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="735"/>
        <source>%1 is neither a session nor a drivescope-cli --json result: it has no &quot;test&quot; field</source>
        <translation>%1 — не сессия и не результат drivescope-cli --json: в нём нет поля &quot;test&quot;</translation>
    </message>
</context>
<context>
    <name>ds::SessionDocument</name>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="79"/>
        <location filename="../ui/sessiondocument.cpp" line="90"/>
        <source>Cannot show the run</source>
        <translation>Невозможно показать прогон</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="79"/>
        <source>No page draws run %1 (%2).</source>
        <translation>Ни одна страница не отображает прогон %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="95"/>
        <source>Showing run %1: %2</source>
        <translation>Показан прогон %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="125"/>
        <source>The run was not saved</source>
        <translation>Прогон не сохранён</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="172"/>
        <source>The runs were not saved in the library</source>
        <translation>Прогоны не сохранены в библиотеке</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="195"/>
        <source>%1 no longer holds run %2</source>
        <translation>%1 больше не содержит прогон %2</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="200"/>
        <source>The library&apos;s copy of the run was not changed</source>
        <translation>Копия прогона в библиотеке не изменена</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="209"/>
        <source>Cannot save the session</source>
        <translation>Не удаётся сохранить сеанс</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="213"/>
        <source>Session saved to %1</source>
        <translation>Сеанс сохранён в %1</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="224"/>
        <source>Cannot open the session</source>
        <translation>Не удаётся открыть сеанс</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="263"/>
        <source>
Run %1: %2</source>
        <translation>
Прогон %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sessiondocument.cpp" line="273"/>
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>Открыт %1: %n прогон</numerusform>
            <numerusform>Открыт %1: %n прогона</numerusform>
            <numerusform>Открыт %1: %n прогонов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sessiondocument.cpp" line="275"/>
        <source>; %n run(s) of tests without a page here</source>
        <translation>
            <numerusform>; %n прогон теста без своей страницы</numerusform>
            <numerusform>; %n прогона тестов без своей страницы</numerusform>
            <numerusform>; %n прогонов тестов без своей страницы</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="279"/>
        <source>Some runs cannot be shown</source>
        <translation>Некоторые прогоны невозможно показать</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="288"/>
        <source>Save session</source>
        <translation>Сохранить сеанс</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="288"/>
        <source>DriveScope sessions (*.json)</source>
        <translation>Сеансы DriveScope (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="303"/>
        <source>Open session</source>
        <translation>Открыть сеанс</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="304"/>
        <source>Sessions, fio JSON output and CrystalDiskMark or KDiskMark reports (*.json *.txt);;All files (*)</source>
        <translation>Сеансы, JSON-вывод fio и отчёты CrystalDiskMark или KDiskMark (*.json *.txt);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>ds::SessionRun</name>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="126"/>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="184"/>
        <source>zones %1</source>
        <translation>зоны %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="136"/>
        <source>the run</source>
        <translation>запуск</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="148"/>
        <source>%1 together: </source>
        <translation>%1 вместе: </translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="152"/>
        <source>fill</source>
        <translation>заполнение</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="154"/>
        <source>random writes</source>
        <translation>случайные записи</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="161"/>
        <source>%1 read</source>
        <translation>%1 чтение</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="164"/>
        <source>%1 write</source>
        <translation>%1 запись</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="203"/>
        <source>%1 random reads of %2</source>
        <translation>случайных чтений: %1 по %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="208"/>
        <source>%1 region</source>
        <translation>область %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="389"/>
        <source>quick suite</source>
        <translation>быстрый набор</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="224"/>
        <source>%1 targets at once, %2</source>
        <translation>целей одновременно: %1, %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="233"/>
        <source>scaling over %1 targets, %2</source>
        <translation>масштабирование, целей: %1, %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="239"/>
        <source>copy %1 to %2</source>
        <translation>копирование %1 в %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="245"/>
        <source>consistency, %1</source>
        <translation>стабильность, %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="250"/>
        <source>error scan, %1</source>
        <translation>проверка на ошибки, %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="258"/>
        <source>SNIA PTS, %1</source>
        <translation>SNIA PTS, %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="273"/>
        <source> on %1</source>
        <translation> на %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="372"/>
        <source>%1 drives</source>
        <translation>%1 накопителей</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="335"/>
        <source>test file</source>
        <translation>тестовый файл</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="282"/>
        <source>MB</source>
        <translation>МБ</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="282"/>
        <source>GB</source>
        <translation>ГБ</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="283"/>
        <source>TB</source>
        <translation>ТБ</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="283"/>
        <source>PB</source>
        <translation>ПБ</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="336"/>
        <source>test file on %1</source>
        <translation>тестовый файл на %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="339"/>
        <source>%1 %2 device</source>
        <translation>устройство %2 %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="343"/>
        <source>%1 drive</source>
        <translation>накопитель %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="364"/>
        <source>%1 on %2</source>
        <translation>%1 под %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="378"/>
        <source>workload</source>
        <translation>нагрузка</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="379"/>
        <source>surface scan</source>
        <translation>тест поверхности</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="380"/>
        <source>random access</source>
        <translation>случайный доступ</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="381"/>
        <source>burst rate</source>
        <translation>пиковая скорость</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="382"/>
        <source>HD Tach</source>
        <translation>HD Tach</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="383"/>
        <source>sustained write</source>
        <translation>длительная запись</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="384"/>
        <source>block-size sweep</source>
        <translation>перебор размеров блока</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="385"/>
        <source>queue-depth sweep</source>
        <translation>перебор глубины очереди</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="386"/>
        <source>access patterns</source>
        <translation>шаблоны доступа</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="387"/>
        <source>multi-drive</source>
        <translation>несколько накопителей</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="388"/>
        <source>multi-drive scaling</source>
        <translation>масштабирование по накопителям</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="390"/>
        <source>copy test</source>
        <translation>тест копирования</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="391"/>
        <source>error scan</source>
        <translation>поиск ошибок</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="392"/>
        <source>consistency</source>
        <translation>стабильность</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="393"/>
        <source>SNIA PTS</source>
        <translation>SNIA PTS</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="409"/>
        <source> (stopped early)</source>
        <translation> (остановлено досрочно)</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="411"/>
        <source> (stopped at %1 %)</source>
        <translation> (остановлено на %1 %)</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="255"/>
        <source>SNIA PTS IOPS, %1</source>
        <translation>SNIA PTS IOPS, %1</translation>
    </message>
</context>
<context>
    <name>ds::SettingsForm</name>
    <message>
        <location filename="../ui/settingsform.cpp" line="16"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
</context>
<context>
    <name>ds::SurfaceChart</name>
    <message>
        <location filename="../ui/surfacechart.cpp" line="224"/>
        <source>Read MB/s</source>
        <translation>Чтение МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="224"/>
        <source>Write MB/s</source>
        <translation>Запись МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="78"/>
        <location filename="../ui/surfacechart.cpp" line="92"/>
        <source>Access time (ms)</source>
        <translation>Время доступа (мс)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="44"/>
        <source>Above %1 ms: %2 (longest %3 ms)</source>
        <translation>Больше %1 мс: %2 (наибольшее %3 мс)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="86"/>
        <source>Position (GB)</source>
        <translation>Позиция (ГБ)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="87"/>
        <source>Position (%)</source>
        <translation>Позиция (%)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="90"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="217"/>
        <source>%1 ceiling</source>
        <translation>Предел %1</translation>
    </message>
</context>
<context>
    <name>ds::SurfacePage</name>
    <message>
        <location filename="../ui/surfacepage.cpp" line="31"/>
        <source>&amp;Write (destroys data)</source>
        <translation>&amp;Запись (стирает данные)</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="85"/>
        <source>Random &amp;access time</source>
        <translation>Время случайного &amp;доступа</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="92"/>
        <source>&amp;Burst rate</source>
        <translation>&amp;Пиковая скорость</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="42"/>
        <source>Transfer rate chart</source>
        <translation>График скорости передачи</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="43"/>
        <source>Access time by seek distance chart</source>
        <translation>График времени доступа по расстоянию перемещения</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="44"/>
        <source>Transfer rate</source>
        <translation>Скорость передачи</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="45"/>
        <source>Access time by seek distance</source>
        <translation>Время доступа по расстоянию перемещения</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="47"/>
        <source>Each random read&apos;s time against how far it jumped from the previous one: a hard disk&apos;s seek curve. Export draws the chart shown.</source>
        <translation>Время каждого случайного чтения в зависимости от расстояния от предыдущего: кривая позиционирования жёсткого диска. Экспорт рисует показанный график.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="56"/>
        <source>Quick reads a sample at each zone and takes minutes; full reads every byte and takes as long as the drive needs to read itself.</source>
        <translation>Быстрый режим читает замер в каждой зоне и занимает минуты; полный читает каждый байт и длится столько, сколько диску нужно, чтобы прочитать себя целиком.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="61"/>
        <source>The drive is cut into this many zones. A hard disk&apos;s outer tracks pass more sectors under the head per turn than its inner ones, so the rate falls from the start to the end; zones show that curve, and dips show slow or remapped areas.</source>
        <translation>Диск делится на столько зон. Внешние дорожки жёсткого диска проносят под головкой за оборот больше секторов, чем внутренние, поэтому скорость падает от начала к концу; зоны показывают эту кривую, а провалы — медленные или переназначенные области.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="66"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="68"/>
        <source>Bytes read and timed per zone in quick mode. Larger samples smooth the curve and take longer.</source>
        <translation>Байт, читаемых и замеряемых на зону в быстром режиме. Большие замеры сглаживают кривую и занимают больше времени.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="74"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="72"/>
        <source>Short stroke: test only the first part of the drive, as when a partition uses only the fast outer tracks.</source>
        <translation>Короткий ход: тестировать только начало диска, как если бы раздел занимал лишь быстрые внешние дорожки.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="78"/>
        <source>Queue depth: how many requests are in flight at once. HD Tach used a few; more keeps an SSD busy, one shows a single program reading.</source>
        <translation>Глубина очереди: сколько запросов выполняется одновременно. HD Tach использовал несколько; больше загружает SSD, один показывает одну читающую программу.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="81"/>
        <source>Write the zones instead of reading them. On a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation>Записывать зоны вместо чтения. На устройстве это уничтожит его данные, и вас попросят ввести его имя; тестовый файл безопасен.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="86"/>
        <source>Single small reads at random places, one at a time: the time a head needs to seek and wait for the sector. Shown as dots on the second axis.</source>
        <translation>Одиночные малые чтения в случайных местах, по одному: время, за которое головка перемещается и дожидается сектора. Показывается точками на второй оси.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="90"/>
        <source>How many random reads to time.</source>
        <translation>Сколько случайных чтений замерить.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="93"/>
        <source>A small region read again and again from the drive&apos;s cache: the speed of the interface, not of the medium.</source>
        <translation>Небольшая область, читаемая снова и снова из кэша диска: скорость интерфейса, а не носителя.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="58"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="52"/>
        <source>Sampled zones</source>
        <translation>Выборочно</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="53"/>
        <source>Quick: a sample of each zone is read</source>
        <translation>Быстрый: из каждой зоны читается выборка</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="54"/>
        <source>Every byte</source>
        <translation>Каждый байт</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="55"/>
        <source>Full: every byte of the range is read</source>
        <translation>Полный: читается каждый байт диапазона</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="59"/>
        <source>&amp;Zones:</source>
        <translation>Зо&amp;ны:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="70"/>
        <source>Zone &amp;size:</source>
        <translation>Размер з&amp;оны:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="75"/>
        <source>S&amp;hort stroke:</source>
        <translation>&amp;Короткий ход:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="76"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="89"/>
        <source>Acc&amp;ess samples:</source>
        <translation>За&amp;меры доступа:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="97"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="99"/>
        <source>Average:</source>
        <translation>Среднее:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="100"/>
        <source>Whole drive:</source>
        <translation>Весь диск:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="101"/>
        <source>Minimum:</source>
        <translation>Минимум:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="102"/>
        <source>Maximum:</source>
        <translation>Максимум:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="103"/>
        <source>Burst:</source>
        <translation>Пик:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="104"/>
        <source>Random access:</source>
        <translation>Случайный доступ:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="105"/>
        <source>CPU:</source>
        <translation>ЦП:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="106"/>
        <source>System busy:</source>
        <translation>Загрузка системы:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="107"/>
        <source>Zones:</source>
        <translation>Зоны:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="108"/>
        <source>DriveScope&apos;s own CPU time during the scan, all its threads, as a share of one core.</source>
        <translation>Собственное время ЦП DriveScope во время сканирования, все его потоки, как доля одного ядра.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="109"/>
        <source>The whole machine&apos;s busy share during the scan, other programs included, as HD Tach reports CPU utilization.</source>
        <translation>Загрузка всей машины во время сканирования, включая другие программы, как HD Tach сообщает загрузку ЦП.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="111"/>
        <source>The average across the surface: the mean of the zones&apos; rates, each place on the drive counting once, as HD Tach and HD Tune show it.</source>
        <translation>Среднее по поверхности: среднее скоростей зон, каждое место диска учитывается один раз, как показывают HD Tach и HD Tune.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="113"/>
        <source>All bytes over all time: what reading the whole drive would average. The slow inner zones weigh more, because they take longer.</source>
        <translation>Все байты за всё время: средняя скорость чтения всего диска. Медленные внутренние зоны весят больше, потому что занимают больше времени.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="224"/>
        <source>average %1 MB/s (whole drive %4), min %2, max %3</source>
        <translation>среднее %1 МБ/с (весь диск %4), мин %2, макс %3</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="233"/>
        <source>, CPU %1 % of one core, system busy %2 %</source>
        <translation>, ЦП %1 % одного ядра, загрузка системы %2 %</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="248"/>
        <source>%1 % of one core</source>
        <translation>%1 % одного ядра</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="249"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="191"/>
        <location filename="../ui/surfacepage.cpp" line="205"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="230"/>
        <source>, burst %1 MB/s</source>
        <translation>, пиковая %1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="232"/>
        <source>, random access %1 ms</source>
        <translation>, случайный доступ %1 мс</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="240"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="241"/>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="265"/>
        <location filename="../ui/surfacepage.cpp" line="270"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.h" line="23"/>
        <source>Surface</source>
        <translation>Поверхность</translation>
    </message>
</context>
<context>
    <name>ds::SurfacePlan</name>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="27"/>
        <source>full surface write, %1 zones, QD%2</source>
        <translation>полная запись поверхности, зон: %1, QD%2</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="28"/>
        <source>full surface read, %1 zones, QD%2</source>
        <translation>полное чтение поверхности, зон: %1, QD%2</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="32"/>
        <source>surface write, %1 zones of %2, QD%3</source>
        <translation>запись поверхности, зон: %1 по %2, QD%3</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="33"/>
        <source>surface read, %1 zones of %2, QD%3</source>
        <translation>чтение поверхности, зон: %1 по %2, QD%3</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="39"/>
        <source>, %1 requests</source>
        <translation>, запросы по %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="47"/>
        <source>, the first %1</source>
        <translation>, первые %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="50"/>
        <source>, %2 from %1</source>
        <translation>, %2 начиная с %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="52"/>
        <source>the rest</source>
        <translation>остаток</translation>
    </message>
</context>
<context>
    <name>ds::SurfaceResult</name>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="212"/>
        <source>all %1 zones confirmed by the device</source>
        <translation>все %1 зон подтверждены устройством</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="215"/>
        <source>%1 of %2 zones not confirmed by the device: %3</source>
        <translation>%1 из %2 зон не подтверждены устройством: %3</translation>
    </message>
</context>
<context>
    <name>ds::SurfaceScan</name>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="163"/>
        <source>the zone count must be 1 to 100000, not %1</source>
        <translation>число зон должно быть от 1 до 100000, а не %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="166"/>
        <source>queue depth must be 1 to %1</source>
        <translation>глубина очереди должна быть от 1 до %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="170"/>
        <source>the target %1 was opened read-only</source>
        <translation>цель %1 открыта только для чтения</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="173"/>
        <source>block size %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>размер блока %1 не кратен логическому сектору цели (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="153"/>
        <source>the range must start on a sector inside the target</source>
        <translation>диапазон должен начинаться на секторе внутри цели</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="190"/>
        <source>the zone size must be a multiple of the target&apos;s %1-byte logical sector</source>
        <translation>размер зоны должен быть кратен логическому сектору цели (%1 байт)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="195"/>
        <source>the range (%1) is smaller than one zone: %2 timed after an untimed read of %3</source>
        <translation>диапазон (%1) меньше одной зоны: %2 с замером после чтения %3 без замера</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="204"/>
        <source>%1 zones of %2 do not fit in the range (%3) at places of their own: at most %4</source>
        <translation>%1 зон по %2 не помещаются в диапазон (%3) на собственных местах: не больше %4</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="211"/>
        <source>more zones than sectors in the range</source>
        <translation>зон больше, чем секторов в диапазоне</translation>
    </message>
</context>
<context>
    <name>ds::SustainedChart</name>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="29"/>
        <source>Write MB/s</source>
        <translation>Запись, МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="30"/>
        <source>Write cache ran out</source>
        <translation>Кэш записи исчерпан</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="35"/>
        <source>Written (GB)</source>
        <translation>Записано (ГБ)</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="36"/>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="110"/>
        <source>%1 ceiling</source>
        <translation>Предел %1</translation>
    </message>
</context>
<context>
    <name>ds::SustainedPage</name>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="53"/>
        <source>Sustained write chart</source>
        <translation>График длительной записи</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="64"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="65"/>
        <source>How much to write. An SSD writes into a fast cache first; to see where it runs out, write more than the cache holds: tens of GiB on a large drive. On a test file the file is made this large.</source>
        <translation>Сколько записать. SSD сначала пишет в быстрый кэш; чтобы увидеть, где он заканчивается, запишите больше, чем он вмещает: десятки GiB на большом диске. Тестовый файл создаётся такого размера.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="88"/>
        <source>The size of each write request; large sequential writes, as a file copy does.</source>
        <translation>Размер каждого запроса записи; крупные последовательные записи, как при копировании файла.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="91"/>
        <source>How many writes are in flight at once.</source>
        <translation>Сколько записей выполняется одновременно.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="78"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="79"/>
        <source>The rate is sampled this often; each point of the curve is one interval.</source>
        <translation>Скорость измеряется с таким интервалом; каждая точка кривой — один интервал.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="84"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Объём:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="86"/>
        <source>&amp;Block size:</source>
        <translation>Размер &amp;блока:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="90"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Глубина очереди:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="92"/>
        <source>Sample &amp;every:</source>
        <translation>&amp;Интервал:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="93"/>
        <source>none, or 5,30,120</source>
        <translation>нет, или 5,30,120</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="94"/>
        <source>Cache recovery: after the cliff, pause this many seconds (each in turn) and write again until the rate falls, to see how much of the fast cache came back while the drive was idle.</source>
        <translation>Восстановление кэша: после обрыва сделать паузу на столько секунд (каждую по очереди) и снова писать, пока скорость не упадёт, чтобы увидеть, сколько быстрого кэша вернулось за время простоя.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="97"/>
        <source>Re&amp;covery pauses (s):</source>
        <translation>Паузы &amp;восстановления (с):</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="98"/>
        <source>Writes: on a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation>Запись: на устройстве это уничтожит данные, и вас попросят ввести его имя; тестовый файл безопасен.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="103"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="105"/>
        <source>Average:</source>
        <translation>Среднее:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="106"/>
        <source>Written:</source>
        <translation>Записано:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="107"/>
        <source>Cache:</source>
        <translation>Кэш:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="108"/>
        <source>Errors:</source>
        <translation>Ошибки:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="109"/>
        <source>Where the rate fell and stayed down: at most 3/4 of the rate before, most of the later samples below the midpoint, and most of the fall right there. A hard disk slowing towards its inner tracks is not called a cliff.</source>
        <translation>Где скорость упала и осталась низкой: не более 3/4 прежней, большинство последующих замеров ниже середины, и основная часть падения именно там. Жёсткий диск, замедляющийся к внутренним дорожкам, обрывом не считается.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="159"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="161"/>
        <source>Default here: %1 (8 GiB, or half the free space of the test file&apos;s filesystem).</source>
        <translation>По умолчанию здесь: %1 (8 GiB или половина свободного места файловой системы тестового файла).</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="162"/>
        <source>Default here: %1 (8 GiB, or all of a smaller drive).</source>
        <translation>По умолчанию здесь: %1 (8 GiB или весь диск, если он меньше).</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="165"/>
        <source>More than %1 holds (%2): write at most that much.</source>
        <translation>Больше, чем вмещает %1 (%2): запишите не больше этого.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="183"/>
        <source>%1 holds %2; write at most that much.</source>
        <translation>%1 вмещает %2; запишите не больше.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="237"/>
        <source>average %1 MB/s over %2 GB</source>
        <translation>в среднем %1 МБ/с на %2 ГБ</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="241"/>
        <source>, cache ran out after %1 GB: %2 → %3 MB/s</source>
        <translation>, кэш исчерпан после %1 ГБ: %2 → %3 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="246"/>
        <source>, no cliff</source>
        <translation>, без обрыва</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="252"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="255"/>
        <location filename="../ui/sustainedpage.cpp" line="275"/>
        <source>%1 MB/s</source>
        <translation>%1 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="256"/>
        <location filename="../ui/sustainedpage.cpp" line="276"/>
        <source>%1 GB in %2 s</source>
        <translation>%1 ГБ за %2 с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="260"/>
        <source>ran out after %1 GB (%2 s): %3 → %4 MB/s</source>
        <translation>исчерпан после %1 ГБ (%2 с): %3 → %4 МБ/с</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="265"/>
        <source>no cliff: the rate held for the whole write</source>
        <translation>без обрыва: скорость держалась всю запись</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="269"/>
        <source>after %1 s idle: %2 GB fast again (%3 %)</source>
        <translation>после %1 с простоя: %2 ГБ снова быстро (%3 %)</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.h" line="27"/>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="54"/>
        <source>Fill level chart</source>
        <translation>График заполнения</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="55"/>
        <source>Rate</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="56"/>
        <source>Fill level</source>
        <translation>Заполнение</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="58"/>
        <source>The write rate against how full the write has made the drive (or the region it writes), from empty to full: where a drive&apos;s cache runs out, and whether it slows down again as it fills. Export draws the chart shown.</source>
        <translation>Скорость записи в зависимости от того, насколько запись заполнила накопитель (или записываемую область), от пустого до полного: где кончается кэш накопителя и замедляется ли он снова по мере заполнения. Экспорт рисует показанную диаграмму.</translation>
    </message>
</context>
<context>
    <name>ds::SustainedPlan</name>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="21"/>
        <source>%1 written in %2 requests, QD%3, a sample every %4 s</source>
        <translation>%1 записано запросами по %2, QD%3, замер каждые %4 с</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="26"/>
        <source>, from %1</source>
        <translation>, начиная с %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="32"/>
        <source>, recovery after %1 s idle</source>
        <translation>, восстановление после %1 с простоя</translation>
    </message>
</context>
<context>
    <name>ds::SustainedWrite</name>
    <message>
        <location filename="../core/run/benchmarks/sustainedwrite.cpp" line="44"/>
        <source>the write (%1) is larger than %2 (%3)</source>
        <translation>объём записи (%1) больше, чем %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="203"/>
        <source>cache-recovery pauses are seconds from 0 to 86400, separated by commas (5,30,120), not &quot;%1&quot;</source>
        <translation>паузы восстановления кэша — секунды от 0 до 86400 через запятую (5,30,120), а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="209"/>
        <source>at most %1 cache-recovery pauses, not %2</source>
        <translation>не более %1 пауз восстановления кэша, а не %2</translation>
    </message>
</context>
<context>
    <name>ds::SweepRunner</name>
    <message>
        <location filename="../core/model/results/sweepresult.cpp" line="115"/>
        <source>the sweep has no points (is the range empty?)</source>
        <translation>в серии нет точек (диапазон пуст?)</translation>
    </message>
    <message>
        <location filename="../core/model/results/sweepresult.cpp" line="119"/>
        <source>sweep block size %1 is out of range (1 B to 1 GiB)</source>
        <translation>размер блока серии %1 вне допустимого диапазона (от 1 B до 1 GiB)</translation>
    </message>
    <message>
        <location filename="../core/model/results/sweepresult.cpp" line="123"/>
        <source>sweep queue depth %1 is out of range (1 to %2)</source>
        <translation>глубина очереди серии %1 вне допустимого диапазона (от 1 до %2)</translation>
    </message>
</context>
<context>
    <name>ds::SweepTable</name>
    <message>
        <location filename="../ui/sweeptable.cpp" line="100"/>
        <source>skipped</source>
        <translation>пропущено</translation>
    </message>
    <message>
        <location filename="../ui/sweeptable.cpp" line="116"/>
        <source>The drive&apos;s own counters did not confirm this point&apos;s bytes (marked %1): a cache, the filesystem&apos;s compression or zero data answered part of them.</source>
        <translation>Собственные счётчики накопителя не подтвердили байты этой точки (отмечено %1): часть из них дали кэш, сжатие файловой системы или нулевые данные.</translation>
    </message>
    <message>
        <location filename="../ui/sweeptable.cpp" line="128"/>
        <source>Unstable: the runs spread by %1 % (more than %2 %): %3 MB/s.</source>
        <translation>Нестабильно: прогоны расходятся на %1 % (более %2 %): %3 МБ/с.</translation>
    </message>
    <message>
        <location filename="../ui/sweeptable.cpp" line="131"/>
        <source>Spread ±%1 % over %2 runs: %3 MB/s.</source>
        <translation>Разброс ±%1 % по %2 прогонам: %3 МБ/с.</translation>
    </message>
</context>
<context>
    <name>ds::Target</name>
    <message>
        <location filename="../core/device/target.cpp" line="110"/>
        <location filename="../core/device/target.cpp" line="113"/>
        <location filename="../core/device/target.cpp" line="153"/>
        <source>cannot open %1: %2</source>
        <translation>не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="115"/>
        <source>%1 is not a block device</source>
        <translation>%1 не является блочным устройством</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="136"/>
        <source>cannot open %1: permission denied, and raw access was not granted: %2</source>
        <translation>не удаётся открыть %1: доступ запрещён, а прямой доступ не предоставлен: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="145"/>
        <source>refusing to write to %1: it is in use (an exclusive open failed: %2)</source>
        <translation>запись на %1 отклонена: устройство используется (монопольное открытие не удалось: %2)</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="149"/>
        <source>cannot open %1: %2. Run as a user with access to the device, or benchmark a test file on its filesystem instead</source>
        <translation>не удаётся открыть %1: %2. Запустите программу от пользователя с доступом к устройству или тестируйте вместо этого тестовый файл в его файловой системе</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="158"/>
        <source>refusing to use %1: it changed while it was being opened</source>
        <translation>отказ использовать %1: он изменился во время открытия</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="177"/>
        <source>cannot read the size of %1: %2</source>
        <translation>не удаётся прочитать размер %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="179"/>
        <source>%1 has a size of zero (an empty card reader or a detached loop device?)</source>
        <translation>%1 имеет нулевой размер (пустой кардридер или отключённое loop-устройство?)</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="291"/>
        <source>a test file must be at least 1 MiB</source>
        <translation>тестовый файл должен быть не меньше 1 MiB</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="297"/>
        <source>cannot create the directory %1</source>
        <translation>не удаётся создать каталог %1</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="303"/>
        <source>refusing to use %1: it already exists and is not a directory or a block device. Give a directory, or a new file name, and DriveScope makes its own test file there</source>
        <translation>использовать %1 отказано: он уже существует и не является ни каталогом, ни блочным устройством. Укажите каталог или новое имя файла, и DriveScope создаст там свой тестовый файл</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="309"/>
        <source>cannot create a test file at %1: %2 does not exist</source>
        <translation>не удаётся создать тестовый файл %1: %2 не существует</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="313"/>
        <source>cannot create a test file at %1: %2 is not a directory</source>
        <translation>не удаётся создать тестовый файл %1: %2 не является каталогом</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="326"/>
        <source>cannot create the test file %1: %2</source>
        <translation>не удаётся создать тестовый файл %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="380"/>
        <source>no room for a %1-byte test file on %2: free some space or pass a smaller --file-size</source>
        <translation>нет места для тестового файла размером %1 байт на %2: освободите место или задайте меньший размер файла</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="386"/>
        <source>cannot allocate the test file %1: %2</source>
        <translation>не удаётся выделить место под тестовый файл %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="399"/>
        <source>cancelled while filling the test file; it has been removed</source>
        <translation>отменено во время заполнения тестового файла; он удалён</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="406"/>
        <source>cannot fill the test file %1: %2</source>
        <translation>не удаётся заполнить тестовый файл %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="415"/>
        <source>cannot sync the test file %1: %2</source>
        <translation>не удаётся синхронизировать тестовый файл %1: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="75"/>
        <source>refusing to discard %1: it was not named for destruction</source>
        <translation>отказ в discard для %1: устройство не было указано для уничтожения</translation>
    </message>
</context>
<context>
    <name>ds::TargetNames</name>
    <message>
        <location filename="../core/device/targetnames.cpp" line="21"/>
        <source>%1 %2 is not valid UTF-8 (its undecodable bytes are shown as %3): it cannot be opened by that name; rename it, or use a link with a valid name</source>
        <translation>%1 %2 — некорректный UTF-8 (непрочитанные байты показаны как %3): по этому имени его не открыть; переименуйте его или используйте ссылку с корректным именем</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="62"/>
        <source>the same block device</source>
        <translation>то же блочное устройство</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="64"/>
        <source>the same directory</source>
        <translation>тот же каталог</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="66"/>
        <source>the same file</source>
        <translation>тот же файл</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="70"/>
        <source>the same new test file</source>
        <translation>тот же новый тестовый файл</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="81"/>
        <source>%1 and %2 are one target (%3); each target may be given once</source>
        <translation>%1 и %2 — одна и та же цель (%3); каждую цель можно указать только один раз</translation>
    </message>
</context>
<context>
    <name>ds::TargetOpener</name>
    <message>
        <location filename="../core/device/targetopener.cpp" line="48"/>
        <source>--allow-destroy=%1 does not match the targets (%2): it is not the same device as any of them</source>
        <translation>--allow-destroy=%1 не соответствует целям (%2): это ни одно из их устройств</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="60"/>
        <source>%1 is not a block device (%2)</source>
        <translation>%1 не является блочным устройством (%2)</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="62"/>
        <source>wrong kind of file</source>
        <translation>файл не того типа</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="63"/>
        <source>no such device</source>
        <translation>нет такого устройства</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="80"/>
        <source>no target chosen</source>
        <translation>цель не выбрана</translation>
    </message>
</context>
<context>
    <name>ds::TemperatureLines</name>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="54"/>
        <source>Temperature (°C)</source>
        <translation>Температура (°C)</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="62"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="65"/>
        <source>Warning %1</source>
        <translation>Предупреждение %1</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="68"/>
        <source>Critical %1</source>
        <translation>Критическая %1</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="71"/>
        <source>Throttled at %1</source>
        <translation>Троттлинг при %1</translation>
    </message>
</context>
<context>
    <name>ds::TestPage</name>
    <message>
        <location filename="../ui/testpage.cpp" line="48"/>
        <location filename="../ui/testpage.cpp" line="65"/>
        <source>test file in %1</source>
        <translation>тестовый файл в %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="86"/>
        <source>nothing selected: pick a drive or the test file</source>
        <translation>ничего не выбрано: выберите диск или тестовый файл</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="88"/>
        <source>test file in %1 (%2)</source>
        <translation>тестовый файл в %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="100"/>
        <source>no result yet</source>
        <translation>результата пока нет</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="116"/>
        <source> (stopped early)</source>
        <translation> (остановлено досрочно)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="121"/>
        <location filename="../ui/testpage.cpp" line="162"/>
        <source>not confirmed: %1</source>
        <translation>не подтверждено: %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="165"/>
        <location filename="../ui/testpage.cpp" line="190"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="165"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="167"/>
        <source>The drive&apos;s own I/O counters confirm the bytes behind these figures.</source>
        <translation>Собственные счётчики ввода-вывода диска подтверждают байты, стоящие за этими результатами.</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="168"/>
        <source>The drive&apos;s own I/O counters saw less than 90 % of the bytes behind these figures (marked %1): a cache, the filesystem&apos;s compression or zero data answered the rest. See the caveats.</source>
        <translation>Собственные счётчики ввода-вывода диска увидели меньше 90 % байтов, стоящих за этими результатами (помечены %1): остальное обслужили кэш, сжатие файловой системы или нулевые данные. См. предупреждения.</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="203"/>
        <source>Start surface scan</source>
        <translation>Запустить сканирование поверхности</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="205"/>
        <source>Start block-size sweep</source>
        <translation>Запустить серию по размеру блока</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="207"/>
        <source>Start queue-depth sweep</source>
        <translation>Запустить серию по глубине очереди</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="209"/>
        <source>Start pattern test</source>
        <translation>Запустить тест шаблонов</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="211"/>
        <source>Start quick suite</source>
        <translation>Запустить быстрый набор</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="213"/>
        <source>Start multi-drive test</source>
        <translation>Запустить тест нескольких дисков</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="215"/>
        <source>Start sustained write</source>
        <translation>Запустить длительную запись</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="217"/>
        <source>Start error scan</source>
        <translation>Начать проверку на ошибки</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="219"/>
        <source>Start consistency test</source>
        <translation>Начать тест стабильности</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="221"/>
        <source>Start PTS</source>
        <translation>Начать PTS</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="223"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="235"/>
        <location filename="../ui/testpage.cpp" line="435"/>
        <source>Runs on: %1</source>
        <translation>Выполняется на: %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="259"/>
        <location filename="../ui/testpage.cpp" line="352"/>
        <source>Start this page&apos;s test on the target above (F5)</source>
        <translation>Запустить тест этой страницы на цели выше (F5)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="311"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Сначала выберите диск или тестовый файл.</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="348"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="351"/>
        <source>Stop the test; what was measured so far is kept (Esc)</source>
        <translation>Остановить тест; измеренное к этому моменту сохраняется (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="361"/>
        <source>Result of: %1 (running)</source>
        <translation>Результат: %1 (выполняется)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="367"/>
        <source>Result of: %1 (%2)</source>
        <translation>Результат: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="369"/>
        <source>Result of: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="371"/>
        <source>(not the selected drive&apos;s: press Start to measure that one)</source>
        <translation>(не выбранный диск: нажмите «Старт», чтобы измерить его)</translation>
    </message>
</context>
<context>
    <name>ds::TimelineChart</name>
    <message>
        <location filename="../ui/timelinechart.cpp" line="32"/>
        <source>IOPS per interval</source>
        <translation>IOPS за интервал</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="33"/>
        <source>p99 latency</source>
        <translation>задержка p99</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="34"/>
        <source>Scored average</source>
        <translation>Оценённое среднее</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="38"/>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="39"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="40"/>
        <location filename="../ui/timelinechart.cpp" line="126"/>
        <location filename="../ui/timelinechart.cpp" line="219"/>
        <source>p99 latency (µs)</source>
        <translation>задержка p99 (мкс)</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="219"/>
        <source>p99 latency (ms)</source>
        <translation>задержка p99 (мс)</translation>
    </message>
</context>
<context>
    <name>ds::UserFile</name>
    <message>
        <location filename="../core/files/userfile.cpp" line="130"/>
        <source>%1 is a device, not %2</source>
        <translation>%1 — устройство; ожидался %2</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="36"/>
        <location filename="../core/files/userfile.cpp" line="134"/>
        <source>%1 is too large to be %2 (more than %3 bytes)</source>
        <translation>%1 слишком велик (больше %3 байт); ожидался %2</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="72"/>
        <source>%1 became shorter while it was read</source>
        <translation>%1 стал короче во время чтения</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="209"/>
        <source>refusing to write %1 over %2: it is a DriveScope session, whose runs would be lost; choose another name</source>
        <translation>%1 не будет записан поверх %2: это сеанс DriveScope, его прогоны были бы потеряны; выберите другое имя</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="68"/>
        <location filename="../core/files/userfile.cpp" line="54"/>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="38"/>
        <source>cannot read stdin</source>
        <translation>не удаётся прочитать стандартный ввод</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="44"/>
        <source>cannot open %1: %2</source>
        <translation>не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="132"/>
        <source>%1 is a directory, not %2</source>
        <translation>%1 — каталог; ожидался %2</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="44"/>
        <location filename="../core/files/userfile.cpp" line="92"/>
        <source>%1 is too large for the free memory: reading it takes up to %2 MB, and %3 MB are available</source>
        <translation>%1 слишком велик для свободной памяти: чтение требует до %2 МБ, а свободно %3 МБ</translation>
    </message>
</context>
<context>
    <name>ds::Workload</name>
    <message>
        <location filename="../core/model/workload.cpp" line="87"/>
        <source>the test data must be random or zero, not &apos;%1&apos;</source>
        <translation>тестовые данные должны быть random или zero, а не «%1»</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="189"/>
        <source>read share must be 0 to 100 %, not %1</source>
        <translation>доля чтения должна быть от 0 до 100 %, а не %1</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="192"/>
        <source>random share must be 0 to 100 %, not %1</source>
        <translation>доля случайных запросов должна быть от 0 до 100 %, а не %1</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="194"/>
        <source>queue depth must be 1 to %1, not %2</source>
        <translation>глубина очереди должна быть от 1 до %1, а не %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="200"/>
        <source>the completion batch (%1) cannot be larger than the queue depth (%2)</source>
        <translation>пакет завершений (%1) не может быть больше глубины очереди (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="205"/>
        <source>the run needs a duration above zero or a byte count above zero</source>
        <translation>прогону нужна ненулевая длительность или ненулевое число байт</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="208"/>
        <source>the duration must be a finite number of seconds</source>
        <translation>длительность должна быть конечным числом секунд</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="210"/>
        <source>the warm-up must be zero or more seconds</source>
        <translation>прогрев должен быть нулевым или больше</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="212"/>
        <source>repeats must be at least 1</source>
        <translation>число повторов должно быть не меньше 1</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="215"/>
        <source>no block size given</source>
        <translation>размер блока не указан</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="218"/>
        <source>a block size of zero bytes</source>
        <translation>нулевой размер блока</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="220"/>
        <source>block size %1 is larger than 1 GiB</source>
        <translation>размер блока %1 больше 1 GiB</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="223"/>
        <source>block size %1 is not a multiple of the target&apos;s %2-byte logical sector: direct I/O needs whole sectors</source>
        <translation>размер блока %1 не кратен логическому сектору цели (%2 байт): прямому вводу-выводу нужны целые секторы</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="231"/>
        <source>alignment %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>выравнивание %1 не кратно логическому сектору цели (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="236"/>
        <source>region offset %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>смещение области %1 не кратно логическому сектору цели (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="242"/>
        <source>region offset %1 is beyond the end of the target (%2 bytes)</source>
        <translation>смещение области %1 за концом цели (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="247"/>
        <source>region %1 + %2 runs past the end of the target (%3 bytes)</source>
        <translation>область %1 + %2 выходит за конец цели (%3 байт)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="253"/>
        <source>the region (%1 bytes) is smaller than the block size %2</source>
        <translation>область (%1 байт) меньше размера блока %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="257"/>
        <source>the region (%1 bytes) is too small to give each of %2 sequential jobs a stretch of one %3 request</source>
        <translation>область (%1 байт) слишком мала, чтобы дать каждому из %2 последовательных заданий участок хотя бы на один запрос %3</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="265"/>
        <source>the byte count (%1) is smaller than one %2 request</source>
        <translation>число байт (%1) меньше одного запроса по %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="336"/>
        <source>a block-size mix holds at most %1 sizes (as fio&apos;s bssplit), not %2</source>
        <translation>смесь размеров блоков содержит не более %1 размеров (как bssplit у fio), а не %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="344"/>
        <source>a block-size share is a weight above 0 and at most %1, not %2</source>
        <translation>доля размера блока — это вес больше 0 и не более %1, а не %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="366"/>
        <source>the block-size shares make %1; fio&apos;s bssplit, which checks the figures, takes whole percentages of 1 or more: give shares such as %2</source>
        <translation>доли размеров блоков дают %1; bssplit у fio, которым проверяют результаты, принимает только целые проценты от 1: задайте доли, например, %2</translation>
    </message>
</context>
<context>
    <name>ds::WorkloadResult</name>
    <message>
        <location filename="../core/model/results/results.cpp" line="393"/>
        <source>reads for %1 s, a plan fio did not record</source>
        <translation>чтение %1 с, план, который fio не записал</translation>
    </message>
    <message>
        <location filename="../core/model/results/results.cpp" line="395"/>
        <source>writes for %1 s, a plan fio did not record</source>
        <translation>запись %1 с, план, который fio не записал</translation>
    </message>
    <message>
        <location filename="../core/model/results/results.cpp" line="398"/>
        <source>%1 % reads for %2 s, a plan fio did not record</source>
        <translation>%1 % чтения %2 с, план, который fio не записал</translation>
    </message>
</context>
<context>
    <name>ds::WorkloadRunner</name>
    <message>
        <location filename="../core/run/benchmarks/workloadrunner.cpp" line="55"/>
        <source>cannot run job %1 on CPU %2: %3</source>
        <translation>не удалось запустить задание %1 на CPU %2: %3</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/workloadrunner.cpp" line="155"/>
        <source>the target %1 was opened read-only</source>
        <translation>цель %1 открыта только для чтения</translation>
    </message>
</context>
<context>
    <name>ds::WorkloadSpec</name>
    <message>
        <location filename="../core/model/workload.cpp" line="53"/>
        <source>mixed-size</source>
        <translation>смешанные размеры</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="54"/>
        <source>sequential</source>
        <translation>последовательное</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="55"/>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="56"/>
        <source>%1 % random</source>
        <translation>%1 % случайных</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="57"/>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="58"/>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="59"/>
        <source>%1 % read</source>
        <translation>%1 % чтения</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="61"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="64"/>
        <source>%1 %2 %3, QD%4, %5</source>
        <translation>%1, %2 %3, QD%4, %5</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="69"/>
        <source>, %1 jobs</source>
        <translation>, заданий: %1</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="71"/>
        <source>, zero data</source>
        <translation>, нулевые данные</translation>
    </message>
</context>
<context>
    <name>ds::WriteJournal</name>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="37"/>
        <source>an interrupted write test on %1 (journal %2)</source>
        <translation>прерванный тест записи на %1 (журнал %2)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="41"/>
        <source>the block at offset %1 (%2 bytes)</source>
        <translation>блок по смещению %1 (%2 байт)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="44"/>
        <source>a block whose place was in the damaged part</source>
        <translation>блок, положение которого было в повреждённой части</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="45"/>
        <source>%1 is DAMAGED: %2. It was not replayed and is kept: %3 of %4 may not hold its original data. The original bytes saved before the test wrote there start at byte 8192 of the journal. Check that region of %4 (or restore it from a backup); once it is right, delete the journal by hand: rm &apos;%5&apos;</source>
        <translation>%1 ПОВРЕЖДЁН: %2. Он не воспроизведён и сохранён: %3 устройства %4 может не содержать исходных данных. Исходные байты, сохранённые до записи теста, начинаются с байта 8192 журнала. Проверьте эту область %4 (или восстановите её из резервной копии); когда она в порядке, удалите журнал вручную: rm &apos;%5&apos;</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="52"/>
        <source>%1 could NOT be repaired: %2. The journal is kept and tried again at the next start</source>
        <translation>%1: восстановить НЕ удалось: %2. Журнал сохранён, попытка повторится при следующем запуске</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="56"/>
        <source>%1 had no block pending: the device is as it was; journal removed</source>
        <translation>%1: незавершённых блоков не было, устройство в прежнем состоянии; журнал удалён</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="60"/>
        <source>%1: the block at offset %2 (%3 bytes) already held its original bytes, verified; journal removed</source>
        <translation>%1: блок по смещению %2 (%3 байт) уже содержал исходные данные, проверено; журнал удалён</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="65"/>
        <source>%1 was repaired: the block at offset %2 (%3 bytes) was restored from the journal and verified; journal removed</source>
        <translation>%1: восстановлено: блок по смещению %2 (%3 байт) восстановлен из журнала и проверен; журнал удалён</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="115"/>
        <source>%1 is no longer the device the journal was written for (size or sector size differ)</source>
        <translation>%1 — уже не то устройство, для которого записан журнал (отличается размер или размер сектора)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="124"/>
        <source>%1 is now another drive (serial or backing file differ)</source>
        <translation>%1 — теперь другой диск (отличается серийный номер или файл-основа)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="133"/>
        <source>cannot read %1 at offset %2: %3</source>
        <translation>не удаётся прочитать %1 по смещению %2: %3</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="146"/>
        <source>the block at offset %1 of %2 holds data that is neither the original nor DriveScope&apos;s check pattern (sector at %3): another program wrote there, or this is another device; nothing was written</source>
        <translation>блок по смещению %1 на %2 содержит данные, которые не являются ни исходными, ни контрольным шаблоном DriveScope (сектор по %3): туда писала другая программа или это другое устройство; ничего не записано</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="160"/>
        <source>cannot write %1 at offset %2: %3</source>
        <translation>не удаётся записать %1 по смещению %2: %3</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="168"/>
        <source>the restored block at offset %1 of %2 did not read back as written</source>
        <translation>восстановленный блок по смещению %1 на %2 при обратном чтении не совпал с записанным</translation>
    </message>
</context>
<context>
    <name>ds::WriteSafety</name>
    <message>
        <location filename="../core/device/writesafety.cpp" line="35"/>
        <source>refusing to write to %1: a write test destroys the data on the device. If that is what you want, name it: --allow-destroy=%1</source>
        <translation>запись на %1 отклонена: тест записи уничтожает данные на устройстве. Если вы этого хотите, укажите его: --allow-destroy=%1</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="28"/>
        <source>refusing to write: %1 is not a block device</source>
        <translation>запись отклонена: %1 не является блочным устройством</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="44"/>
        <source>refusing to write to %1: --allow-destroy names %2, which is not the same device</source>
        <translation>запись на %1 отклонена: --allow-destroy указывает %2, а это другое устройство</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="72"/>
        <source>%1 shares its backing file with %2, which is in use (an exclusive open failed)</source>
        <translation>%1 использует тот же файл, что и %2, который занят (монопольное открытие не удалось)</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="85"/>
        <source>refusing to write to %1: it is not in the drive list, so its use cannot be checked</source>
        <translation>запись на %1 отклонена: его нет в списке дисков, поэтому нельзя проверить, используется ли он</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="111"/>
        <source>refusing to write to %1: %2</source>
        <translation>запись на %1 отклонена: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>DriveScope: disk benchmark with live transfer-rate, latency and IOPS charts.</source>
        <translation>DriveScope: тест дисков с графиками скорости передачи, задержки и IOPS в реальном времени.</translation>
    </message>
</context>
</TS>
