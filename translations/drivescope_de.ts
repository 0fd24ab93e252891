<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation>Übertragungsrate (%1)</translation>
    </message>
</context>
<context>
    <name>DriveListWidget</name>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="37"/>
        <source>Backing file: %1</source>
        <translation>Zugrunde liegende Datei: %1</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../ui/chartexport.cpp" line="475"/>
        <location filename="../ui/chartexport.cpp" line="476"/>
        <source>an image</source>
        <translation>ein Bild</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="504"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="525"/>
        <source>Cannot write %1: the SVG could not be started</source>
        <translation>%1 kann nicht geschrieben werden: das SVG konnte nicht begonnen werden</translation>
    </message>
</context>
<context>
    <name>ExportPanels</name>
    <message>
        <location filename="../ui/exportpanels.cpp" line="13"/>
        <location filename="../ui/exportpanels.cpp" line="234"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="35"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="37"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="38"/>
        <source>Mixed, %1 % read</source>
        <translation>Gemischt, %1 % Lesen</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="77"/>
        <source>Surface write</source>
        <translation>Oberfläche schreiben</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="77"/>
        <source>Surface read</source>
        <translation>Oberfläche lesen</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="88"/>
        <source>Transfer rate</source>
        <translation>Übertragungsrate</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="89"/>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="90"/>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="91"/>
        <location filename="../ui/exportpanels.cpp" line="160"/>
        <location filename="../ui/exportpanels.cpp" line="182"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="92"/>
        <source>Whole drive</source>
        <translation>Ganzes Laufwerk</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="94"/>
        <source>Access time</source>
        <translation>Zugriffszeit</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="94"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="96"/>
        <source>Burst rate</source>
        <translation>Burst-Rate</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="97"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="97"/>
        <source>%1 % of one core</source>
        <translation>%1 % eines Kerns</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="98"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="98"/>
        <source>System busy</source>
        <translation>System ausgelastet</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="108"/>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="109"/>
        <location filename="../ui/exportpanels.cpp" line="112"/>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="111"/>
        <location filename="../ui/exportpanels.cpp" line="125"/>
        <source>Peak IOPS</source>
        <translation>Spitzen-IOPS</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="115"/>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="126"/>
        <source>%1 at QD%2</source>
        <translation>%1 bei QD%2</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="127"/>
        <source>MB/s there</source>
        <translation>MB/s dort</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="128"/>
        <source>p99 latency there</source>
        <translation>p99-Latenz dort</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="128"/>
        <location filename="../ui/exportpanels.cpp" line="242"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="131"/>
        <source>IOPS at QD1</source>
        <translation>IOPS bei QD1</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="138"/>
        <source>Rating (IOPS)</source>
        <translation>Wertung (IOPS)</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="141"/>
        <source>not rated</source>
        <translation>nicht gewertet</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="147"/>
        <source>All drives together</source>
        <translation>Alle Laufwerke zusammen</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="148"/>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="149"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="150"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="153"/>
        <source>One drive</source>
        <translation>Ein Laufwerk</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="161"/>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="162"/>
        <source>%1 GB in %2 s</source>
        <translation>%1 GB in %2 s</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="166"/>
        <location filename="../ui/exportpanels.cpp" line="172"/>
        <source>Write cache</source>
        <translation>Schreibcache</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="167"/>
        <source>Cache size</source>
        <translation>Cachegröße</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="168"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="169"/>
        <source>In the cache</source>
        <translation>Im Cache</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="170"/>
        <source>After the cache</source>
        <translation>Nach dem Cache</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="172"/>
        <source>no fall in the rate</source>
        <translation>kein Einbruch der Rate</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="178"/>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="179"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="180"/>
        <source>Very slow</source>
        <translation>Sehr langsam</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="181"/>
        <source>With errors</source>
        <translation>Mit Fehlern</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="188"/>
        <source>Scored average</source>
        <translation>Gewerteter Mittelwert</translation>
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
        <translation>Mittelwert ÷ Std.-Abw.</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="190"/>
        <source>Slowest interval</source>
        <translation>Langsamstes Intervall</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="196"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="198"/>
        <source>Steady state</source>
        <translation>Stationärer Zustand</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="199"/>
        <source>in round %1</source>
        <translation>in Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="200"/>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="228"/>
        <source>Read (%1)</source>
        <translation>Lesen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="229"/>
        <source>Write (%1)</source>
        <translation>Schreiben (%1)</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="236"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="249"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../ui/exportpanels.cpp" line="257"/>
        <source>mix: %1 % read, %2 % write</source>
        <translation>Mix: %1 % Lesen, %2 % Schreiben</translation>
    </message>
</context>
<context>
    <name>ImageCaption</name>
    <message>
        <location filename="../ui/chartexport.cpp" line="247"/>
        <source>%1 test file on %2</source>
        <translation>%1 Testdatei auf %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="249"/>
        <source>test file on %1</source>
        <translation>Testdatei auf %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="308"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="317"/>
        <source>firmware %1</source>
        <translation>Firmware %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="331"/>
        <source>host %1</source>
        <translation>Rechner %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="335"/>
        <source>kernel %1</source>
        <translation>Kernel %1</translation>
    </message>
    <message>
        <location filename="../ui/chartexport.cpp" line="336"/>
        <source>Ran on %1</source>
        <translation>Gelaufen auf %1</translation>
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
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <location filename="../ui/translation.cpp" line="87"/>
        <source>&amp;System default</source>
        <translation>&amp;Systemvorgabe</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="125"/>
        <source> s</source>
        <translation> s</translation>
    </message>
</context>
<context>
    <name>SweepPages</name>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="54"/>
        <source>Sequential</source>
        <translation>Sequenziell</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="55"/>
        <location filename="../ui/pagewidgets.cpp" line="93"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="57"/>
        <source>Sequential requests follow each other, as when copying a large file; random ones jump across the drive, as a database or the system does. Hard disks are far slower at random.</source>
        <translation>Sequenzielle Anfragen folgen aufeinander, wie beim Kopieren einer großen Datei; zufällige springen über das Laufwerk, wie bei einer Datenbank oder dem System. Festplatten sind bei zufälligem Zugriff weit langsamer.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="65"/>
        <source>Threads (fio&apos;s jobs, CrystalDiskMark&apos;s T): workers on the drive side by side, each keeping its own queue of this depth. Their figures are added up.</source>
        <translation>Threads (Jobs bei fio, T bei CrystalDiskMark): Arbeiter, die nebeneinander auf das Laufwerk zugreifen, jeder mit einer eigenen Warteschlange dieser Tiefe. Ihre Werte werden addiert.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="76"/>
        <source>any (%1)</source>
        <translation>beliebig (%1)</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="77"/>
        <source>Pin the threads to these CPUs, in turn (fio&apos;s cpus_allowed): &quot;0,2,4-7&quot;. Empty: wherever the system puts them.</source>
        <translation>Die Threads der Reihe nach an diese CPUs binden (fios cpus_allowed): „0,2,4-7“. Leer: wo das System sie hinlegt.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="94"/>
        <source>All zeros (0x00)</source>
        <translation>Nur Nullen (0x00)</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="95"/>
        <source>What the writes carry. Random data cannot be compressed; drives that compress or deduplicate write zeros much faster.</source>
        <translation>Was die Schreibzugriffe enthalten. Zufallsdaten lassen sich nicht komprimieren; Laufwerke, die komprimieren oder deduplizieren, schreiben Nullen viel schneller.</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="112"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/pagewidgets.cpp" line="113"/>
        <source>How long each point is measured, after a warm-up that is not counted. Longer gives steadier figures; a drive with a write cache needs long runs to show its real write speed.</source>
        <translation>Wie lange jeder Punkt gemessen wird, nach einer Aufwärmphase, die nicht zählt. Länger ergibt stabilere Werte; ein Laufwerk mit Schreibcache braucht lange Läufe, um seine wahre Schreibrate zu zeigen.</translation>
    </message>
</context>
<context>
    <name>UnitNames</name>
    <message>
        <location filename="../ui/unitnames.cpp" line="11"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="13"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="15"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="19"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="22"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="24"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="26"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="28"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location filename="../ui/unitnames.cpp" line="49"/>
        <source>s</source>
        <translation>s</translation>
    </message>
</context>
<context>
    <name>WriteConsent</name>
    <message>
        <location filename="../ui/writeconsent.cpp" line="47"/>
        <source>Write test not started: the device&apos;s name was not typed.</source>
        <translation>Schreibtest nicht gestartet: der Name des Geräts wurde nicht eingegeben.</translation>
    </message>
</context>
<context>
    <name>ds::AccessTime</name>
    <message>
        <location filename="../core/run/benchmarks/accesstime.cpp" line="19"/>
        <source>the number of samples must be 1 to 10000000</source>
        <translation>die Zahl der Proben muss zwischen 1 und 10000000 liegen</translation>
    </message>
</context>
<context>
    <name>ds::ArrayFacts</name>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="86"/>
        <source>%1 of %2 missing</source>
        <translation>%1 von %2 fehlen</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="88"/>
        <source>%1 missing</source>
        <translation>%1 fehlen</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="93"/>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="116"/>
        <source>LVM volume</source>
        <translation>LVM-Volume</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="117"/>
        <source>LVM volume on %1</source>
        <translation>LVM-Volume auf %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="120"/>
        <source>multipath device</source>
        <translation>Multipath-Gerät</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="121"/>
        <source>multipath device over %1</source>
        <translation>Multipath-Gerät über %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="124"/>
        <source>dm-crypt mapping</source>
        <translation>dm-crypt-Abbildung</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="125"/>
        <source>dm-crypt mapping on %1</source>
        <translation>dm-crypt-Abbildung auf %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="129"/>
        <source>device-mapper volume</source>
        <translation>Device-Mapper-Volume</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="130"/>
        <source>device-mapper volume on %1</source>
        <translation>Device-Mapper-Volume auf %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="137"/>
        <source>md %1 of %2 disks</source>
        <translation>md %1 aus %2 Laufwerken</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="138"/>
        <source>md %1</source>
        <translation>md %1</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="140"/>
        <source>%1, %2 missing</source>
        <translation>%1, %2 fehlen</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="142"/>
        <source>%1, inactive</source>
        <translation>%1, inaktiv</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="144"/>
        <source>%1, %2 running (%3 % done)</source>
        <translation>%1, %2 läuft (%3 % erledigt)</translation>
    </message>
    <message>
        <location filename="../core/model/arrayfacts.cpp" line="146"/>
        <source>%1, %2 running</source>
        <translation>%1, %2 läuft</translation>
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
        <translation>(Laufwerk ohne Namen)</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="87"/>
        <source>Ranked drives</source>
        <translation>Gereihte Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="155"/>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="157"/>
        <source>firmware %1</source>
        <translation>Firmware %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchbars.cpp" line="162"/>
        <source>%1 %2, the %3 of %n run(s)</source>
        <translation>
            <numerusform>%1 %2, %3 von %n Lauf</numerusform>
            <numerusform>%1 %2, %3 von %n Läufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="164"/>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="165"/>
        <source>latest</source>
        <translation>neuester</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="166"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="168"/>
        <source>Run %1 on %2, host %3</source>
        <translation>Lauf %1 am %2, Rechner %3</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="172"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="174"/>
        <source>Label: %1</source>
        <translation>Bezeichnung: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="175"/>
        <source>Settings: %1</source>
        <translation>Einstellungen: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="176"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="178"/>
        <source>* The device&apos;s own counters did not confirm it.</source>
        <translation>* Die Zähler des Geräts haben ihn nicht bestätigt.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="180"/>
        <source>* Its repeats disagree.</source>
        <translation>* Seine Wiederholungen weichen voneinander ab.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="182"/>
        <source>* The run was stopped before its end.</source>
        <translation>* Der Lauf wurde vor seinem Ende angehalten.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="183"/>
        <source>On the shared bench; its session file is not on this computer.</source>
        <translation>Im gemeinsamen Bench; seine Sitzungsdatei ist nicht auf diesem Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="184"/>
        <source>Click or Enter opens the run; Ctrl+click or Space chooses it for Compare.</source>
        <translation>Klick oder Eingabe öffnet den Lauf; Strg+Klick oder Leertaste wählt ihn zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../ui/benchbars.cpp" line="251"/>
        <source>No run of this figure matches the filters.</source>
        <translation>Kein Lauf mit dieser Kennzahl passt zu den Filtern.</translation>
    </message>
</context>
<context>
    <name>ds::BenchHistoryDialog</name>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="19"/>
        <source>History of %1</source>
        <translation>Verlauf von %1</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Wear (SMART)</source>
        <translation>Verschleiß (SMART)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="21"/>
        <source>Test and settings</source>
        <translation>Test und Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="35"/>
        <source>(not measured)</source>
        <translation>(nicht gemessen)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="39"/>
        <source>%1 (changed from %2)</source>
        <translation>%1 (geändert von %2)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="50"/>
        <source>%1 % used</source>
        <translation>%1 % verbraucht</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="50"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="51"/>
        <source> (stopped)</source>
        <translation> (angehalten)</translation>
    </message>
    <message>
        <location filename="../ui/benchhistorydialog.cpp" line="53"/>
        <source>%1 · host %2 · %3</source>
        <translation>%1 · Rechner %2 · %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchhistorydialog.cpp" line="65"/>
        <source>%1 · serial %2: %n run(s)</source>
        <translation>
            <numerusform>%1 · Seriennummer %2: %n Lauf</numerusform>
            <numerusform>%1 · Seriennummer %2: %n Läufe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::BenchPage</name>
    <message>
        <location filename="../ui/benchpage.cpp" line="38"/>
        <source>the best run of each drive</source>
        <translation>der beste Lauf jedes Laufwerks</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="40"/>
        <source>the latest run of each drive</source>
        <translation>der neueste Lauf jedes Laufwerks</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="42"/>
        <source>the median of each drive&apos;s runs</source>
        <translation>der Median der Läufe jedes Laufwerks</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="52"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="70"/>
        <source>this computer&apos;s library</source>
        <translation>Bibliothek dieses Rechners</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="71"/>
        <source>Empty: the index of this computer&apos;s session library (SQLite). A shared bench: postgresql://user@host/database; the password goes in ~/.pgpass, never here.</source>
        <translation>Leer: der Index der Sitzungsbibliothek dieses Rechners (SQLite). Ein gemeinsamer Bench: postgresql://benutzer@rechner/datenbank; das Passwort gehört in ~/.pgpass, nie hierher.</translation>
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
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="75"/>
        <source>Only drives on this interface (nvme, sata, usb) or link (PCIe 4.0)</source>
        <translation>Nur Laufwerke an dieser Schnittstelle (nvme, sata, usb) oder Verbindung (PCIe 4.0)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="76"/>
        <source>Only drives of at least this size: 500G, 1T (binary units)</source>
        <translation>Nur Laufwerke mindestens dieser Größe: 500G, 1T (binäre Einheiten)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="77"/>
        <source>Only drives of at most this size: 2T</source>
        <translation>Nur Laufwerke höchstens dieser Größe: 2T</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="78"/>
        <source>Only runs on this machine (its host name)</source>
        <translation>Nur Läufe auf diesem Rechner (sein Rechnername)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="79"/>
        <source>2026-01-31</source>
        <translation>2026-01-31</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="79"/>
        <source>Only runs started on or after this date</source>
        <translation>Nur Läufe, die an oder nach diesem Datum begannen</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="80"/>
        <source>2026-12-31</source>
        <translation>2026-12-31</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="80"/>
        <source>Only runs started on or before this date</source>
        <translation>Nur Läufe, die an oder vor diesem Datum begannen</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="81"/>
        <source>Only runs whose label contains this text</source>
        <translation>Nur Läufe, deren Bezeichnung diesen Text enthält</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="85"/>
        <source>serials or models</source>
        <translation>Seriennummern oder Modelle</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="85"/>
        <source>Drives to highlight, by serial or model, separated by commas</source>
        <translation>Hervorzuhebende Laufwerke, nach Seriennummer oder Modell, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="89"/>
        <source>&amp;History…</source>
        <translation>Verla&amp;uf…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="90"/>
        <source>Compa&amp;re chosen</source>
        <translation>Ge&amp;wählte vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="91"/>
        <source>E&amp;xport image</source>
        <translation>Bild e&amp;xportieren</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="92"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="93"/>
        <source>&amp;Publish to bench</source>
        <translation>Im Bench veröffen&amp;tlichen</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="97"/>
        <source>Best run</source>
        <translation>Bester Lauf</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="98"/>
        <source>Latest run</source>
        <translation>Neuester Lauf</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="99"/>
        <source>Median run</source>
        <translation>Median-Lauf</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="101"/>
        <source>Which run stands for each drive: its best, its latest, or the median of its runs</source>
        <translation>Welcher Lauf für jedes Laufwerk steht: sein bester, sein neuester oder der Median seiner Läufe</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="106"/>
        <source>Only runs with this tag (drivescope-cli --tag, or Edit tags in the compare view)</source>
        <translation>Nur Läufe mit diesem Schlagwort (drivescope-cli --tag, oder Schlagwörter bearbeiten in der Vergleichsansicht)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="107"/>
        <source>The key figure the drives are ranked by</source>
        <translation>Die Kennzahl, nach der die Laufwerke gereiht werden</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="114"/>
        <source>&amp;Bench:</source>
        <translation>Be&amp;nch:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="115"/>
        <source>&amp;Figure:</source>
        <translation>&amp;Kennzahl:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="116"/>
        <source>P&amp;er drive:</source>
        <translation>&amp;Je Laufwerk:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="117"/>
        <source>&amp;Interface:</source>
        <translation>&amp;Schnittstelle:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="122"/>
        <source>Capacit&amp;y:</source>
        <translation>Ka&amp;pazität:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="125"/>
        <source>H&amp;ost:</source>
        <translation>&amp;Rechner:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="126"/>
        <source>Fro&amp;m:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="127"/>
        <source>&amp;To:</source>
        <translation>B&amp;is:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="128"/>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="129"/>
        <source>So&amp;urce:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="130"/>
        <source>T&amp;ag:</source>
        <translation>Sch&amp;lagwort:</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="131"/>
        <source>Highli&amp;ght:</source>
        <translation>&amp;Hervorheben:</translation>
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
        <translation>Jeder Lauf des Laufwerks des aktuellen Balkens über die Zeit, mit Firmware-Wechseln und Verschleiß</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="138"/>
        <source>Open the chosen drives&apos; runs in the compare view (choose with Ctrl+click or Space)</source>
        <translation>Die Läufe der gewählten Laufwerke im Vergleich öffnen (wählen mit Strg+Klick oder Leertaste)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="139"/>
        <source>The ranking as an image for print: the figure, its settings, how many drives</source>
        <translation>Die Rangliste als Bild für den Druck: die Kennzahl, ihre Einstellungen, wie viele Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="140"/>
        <source>The ranking as drivescope-cli bench rank --csv writes it</source>
        <translation>Die Rangliste, wie drivescope-cli bench rank --csv sie schreibt</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="141"/>
        <source>Put this window&apos;s runs in the bench (File → Publish to bench)</source>
        <translation>Die Läufe dieses Fensters in den Bench stellen (Datei → Im Bench veröffentlichen)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="275"/>
        <source>Reading the bench %1…</source>
        <translation>Die Bench %1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="314"/>
        <source>The bench index %1 was damaged; it is kept as %2 and was rebuilt from the sessions</source>
        <translation>Der Bench-Index %1 war beschädigt; er wird als %2 aufbewahrt und wurde aus den Sitzungen neu aufgebaut</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="336"/>
        <source>%1: %2 runs of %3 drives; %4 is better</source>
        <translation>%1: %2 Läufe von %3 Laufwerken; %4 ist besser</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="340"/>
        <location filename="../ui/benchpage.cpp" line="463"/>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="340"/>
        <location filename="../ui/benchpage.cpp" line="463"/>
        <source>lower</source>
        <translation>niedriger</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="375"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="376"/>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="418"/>
        <source>The bench %1 holds no runs yet.</source>
        <translation>Der Bench %1 enthält noch keine Läufe.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="475"/>
        <source>Run %1 of %2 is on the shared bench; its session file is not on this computer.</source>
        <translation>Lauf %1 von %2 ist im gemeinsamen Bench; seine Sitzungsdatei ist nicht auf diesem Rechner.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="494"/>
        <source>Choose two or more drives of this computer&apos;s library with Ctrl+click or Space.</source>
        <translation>Wählen Sie zwei oder mehr Laufwerke der Bibliothek dieses Rechners mit Strg+Klick oder Leertaste.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="503"/>
        <source>A publish to the bench is under way.</source>
        <translation>Eine Veröffentlichung in die Bench läuft bereits.</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="507"/>
        <source>The bench gave no answer.</source>
        <translation>Die Bench hat nicht geantwortet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="546"/>
        <source>The library&apos;s bench is up to date: %n run(s) added</source>
        <translation>
            <numerusform>Der Bench der Bibliothek ist aktuell: %n Lauf hinzugefügt</numerusform>
            <numerusform>Der Bench der Bibliothek ist aktuell: %n Läufe hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="540"/>
        <source>Published to %1: %n run(s) added</source>
        <translation>
            <numerusform>Veröffentlicht in %1: %n Lauf hinzugefügt</numerusform>
            <numerusform>Veröffentlicht in %1: %n Läufe hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="541"/>
        <source>, %n already there</source>
        <translation>
            <numerusform>, %n schon vorhanden</numerusform>
            <numerusform>, %n schon vorhanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="543"/>
        <source>; %n run(s) queued until the bench can be reached (%1)</source>
        <translation>
            <numerusform>; %n Lauf wartet, bis der Bench erreichbar ist (%1)</numerusform>
            <numerusform>; %n Läufe warten, bis der Bench erreichbar ist (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="464"/>
        <location filename="../ui/benchpage.cpp" line="563"/>
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n Laufwerk</numerusform>
            <numerusform>%n Laufwerke</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="462"/>
        <source>%1, %2 is better; %3: %4, %5</source>
        <translation>%1, %2 ist besser; %3: %4, %5</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="564"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="565"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="565"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="568"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="570"/>
        <source>interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="571"/>
        <source>from</source>
        <translation>ab</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="572"/>
        <source>up to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="573"/>
        <source>host</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="574"/>
        <source>since</source>
        <translation>seit</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="575"/>
        <source>until</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="576"/>
        <source>label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="577"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="358"/>
        <location filename="../ui/benchpage.cpp" line="465"/>
        <location filename="../ui/benchpage.cpp" line="579"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="578"/>
        <source>tag</source>
        <translation>Schlagwort</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="581"/>
        <source>Bench: %1</source>
        <translation>Bench: %1</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="627"/>
        <source>the ranking&apos;s CSV</source>
        <translation>das CSV der Rangliste</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="643"/>
        <source>Export the ranking as SVG</source>
        <translation>Rangliste als SVG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="643"/>
        <source>Export the ranking as PNG</source>
        <translation>Rangliste als PNG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="644"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="644"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="649"/>
        <location filename="../ui/benchpage.cpp" line="662"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="657"/>
        <source>Export the ranking as CSV</source>
        <translation>Rangliste als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.cpp" line="657"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/benchpage.h" line="38"/>
        <source>Bench</source>
        <translation>Bench</translation>
    </message>
</context>
<context>
    <name>ds::BenchmarkWorker</name>
    <message>
        <location filename="../core/run/runner/benchmarkworker.cpp" line="238"/>
        <source>the PTS purges and writes a whole drive: %1 is no block device</source>
        <translation>der PTS bereinigt und beschreibt ein ganzes Laufwerk: %1 ist kein Blockgerät</translation>
    </message>
    <message>
        <location filename="../core/run/runner/benchmarkworker.cpp" line="248"/>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
</context>
<context>
    <name>ds::BlockSizeChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="208"/>
        <source>%1 ceiling</source>
        <translation>Obergrenze %1</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="171"/>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="173"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="193"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="279"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="281"/>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="293"/>
        <source>%1 %2: not measured</source>
        <translation>%1 %2: nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="294"/>
        <source>%1 %2: %3 MB/s · %4 IOPS · mean %5 µs · p99 %6 µs · CPU %7 %</source>
        <translation>%1 %2: %3 MB/s · %4 IOPS · Mittel %5 µs · p99 %6 µs · CPU %7 %</translation>
    </message>
</context>
<context>
    <name>ds::BlockSizePage</name>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="76"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="76"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="77"/>
        <source>Mean µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="77"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="48"/>
        <source>Also &amp;write</source>
        <translation>Auch &amp;schreiben</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="57"/>
        <source>Show &amp;IOPS</source>
        <translation>&amp;IOPS zeigen</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="62"/>
        <source>Show &amp;CPU %</source>
        <translation>&amp;CPU % zeigen</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="79"/>
        <source>Block size chart</source>
        <translation>Blockgrößen-Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="80"/>
        <source>Block size figures</source>
        <translation>Werte je Blockgröße</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="81"/>
        <source>The figures of each block size: the mean over its repeats. Hover over a bar for the same.</source>
        <translation>Die Werte jeder Blockgröße: das Mittel über ihre Wiederholungen. Dieselben zeigt der Mauszeiger über einem Balken.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="33"/>
        <source>The smallest request. Small blocks show how many operations a drive manages, large ones how many bytes it moves.</source>
        <translation>Die kleinste Anfrage. Kleine Blöcke zeigen, wie viele Operationen ein Laufwerk schafft, große, wie viele Bytes es bewegt.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="42"/>
        <source>Queue depth (QD): how many requests wait at the drive at once. ATTO uses 4. A deeper queue lets SSDs work on several requests in parallel.</source>
        <translation>Warteschlangentiefe (QD): wie viele Anfragen gleichzeitig am Laufwerk warten. ATTO verwendet 4. Eine tiefere Warteschlange lässt SSDs mehrere Anfragen parallel bearbeiten.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="49"/>
        <source>Run the sweep a second time, writing. On a device this destroys its data and you will be asked to type its name; a test file is safe.</source>
        <translation>Die Messreihe ein zweites Mal schreibend ausführen. Auf einem Gerät zerstört das seine Daten, und Sie werden gebeten, seinen Namen einzugeben; eine Testdatei ist sicher.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="58"/>
        <source>Operations per second, on an axis of their own: the figure that matters for small blocks.</source>
        <translation>Operationen pro Sekunde, auf einer eigenen Achse: die Kennzahl, auf die es bei kleinen Blöcken ankommt.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="63"/>
        <source>DriveScope&apos;s own CPU time as a share of one core: a benchmark must cost less than the drive it measures.</source>
        <translation>Die eigene CPU-Zeit von DriveScope als Anteil eines Kerns: ein Benchmark muss weniger kosten als das Laufwerk, das er misst.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="35"/>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="36"/>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="39"/>
        <source>&amp;Access:</source>
        <translation>&amp;Zugriff:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="40"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="45"/>
        <source>T&amp;hreads:</source>
        <translation>Thr&amp;eads:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="46"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="47"/>
        <source>&amp;Duration per size:</source>
        <translation>&amp;Dauer je Größe:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="52"/>
        <source>Read-only on devices: tick “Also write” to write as well (destroys the drive&apos;s data).</source>
        <translation>Auf Geräten nur lesend: „Auch schreiben“ ankreuzen, um auch zu schreiben (zerstört die Daten des Laufwerks).</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="55"/>
        <source>Test data:</source>
        <translation>Testdaten:</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="67"/>
        <source>ATTO-style e&amp;xport</source>
        <translation>E&amp;xport wie ATTO</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="68"/>
        <source>Exported images show ATTO&apos;s picture: a horizontal read and write bar per block size, and the figures in a table beside them.</source>
        <translation>Exportierte Bilder zeigen das Bild von ATTO: je Blockgröße einen waagerechten Lese- und Schreibbalken und daneben die Werte in einer Tabelle.</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="120"/>
        <location filename="../ui/blocksizepage.cpp" line="139"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="120"/>
        <location filename="../ui/blocksizepage.cpp" line="139"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="172"/>
        <source>%1 peak %2 MB/s at %3</source>
        <translation>%1 Spitze %2 MB/s bei %3</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="75"/>
        <location filename="../ui/blocksizepage.h" line="20"/>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <location filename="../ui/blocksizepage.cpp" line="78"/>
        <source>By block size</source>
        <translation>Nach Blockgröße</translation>
    </message>
</context>
<context>
    <name>ds::BurstRate</name>
    <message>
        <location filename="../core/run/benchmarks/burstrate.cpp" line="18"/>
        <source>the burst region must be 4 KiB to 64 MiB</source>
        <translation>der Burst-Bereich muss zwischen 4 KiB und 64 MiB liegen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/burstrate.cpp" line="20"/>
        <source>the number of passes must be 1 to 100000</source>
        <translation>die Zahl der Durchgänge muss zwischen 1 und 100000 liegen</translation>
    </message>
</context>
<context>
    <name>ds::Caveat</name>
    <message>
        <location filename="../core/model/caveats.cpp" line="18"/>
        <source>a test file on a filesystem, not the raw device: the filesystem is measured too</source>
        <translation>eine Testdatei auf einem Dateisystem, nicht das rohe Gerät: das Dateisystem wird mitgemessen</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="21"/>
        <source>a test file on %1, not the raw device: the filesystem is measured too</source>
        <translation>eine Testdatei auf %1, nicht das rohe Gerät: das Dateisystem wird mitgemessen</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="23"/>
        <source>%1 copies on write and may compress: the figures differ from the drive&apos;s</source>
        <translation>%1 kopiert beim Schreiben (Copy-on-Write) und komprimiert womöglich: die Werte weichen von denen des Laufwerks ab</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="25"/>
        <source>%1 keeps its files in memory: the figures are the memory&apos;s, not a drive&apos;s</source>
        <translation>%1 hält seine Dateien im Arbeitsspeicher: die Werte sind die des Speichers, nicht die eines Laufwerks</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="26"/>
        <source>%1 is a network filesystem: the network and the server are part of the figures</source>
        <translation>%1 ist ein Netzwerkdateisystem: Netzwerk und Server gehen in die Werte ein</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="28"/>
        <source>O_DIRECT was not possible: I/O went through the page cache, so the figures show memory more than the drive</source>
        <translation>O_DIRECT war nicht möglich: die E/A lief über den Seitencache, die Werte zeigen also eher den Arbeitsspeicher als das Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="30"/>
        <source>%1 is encrypted with dm-crypt/LUKS: the CPU&apos;s cipher speed is part of the figures</source>
        <translation>%1 ist mit dm-crypt/LUKS verschlüsselt: die Verschlüsselungsgeschwindigkeit der CPU geht in die Werte ein</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="33"/>
        <source>%1 is a degraded %2 array, %3 of its %4 disks missing: the figures are not those of the whole array</source>
        <translation>%1 ist ein beeinträchtigtes %2-Array, %3 seiner %4 Laufwerke fehlen: die Werte sind nicht die des ganzen Arrays</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="35"/>
        <source>%1 is a degraded %2 array, %3 of its disks missing: the figures are not those of the whole array</source>
        <translation>%1 ist ein beeinträchtigtes %2-Array, %3 seiner Laufwerke fehlen: die Werte sind nicht die des ganzen Arrays</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="38"/>
        <source>%1 was running an md %2 when the run began (%3 % done): the sync shares the disks with the test</source>
        <translation>%1 führte beim Start des Laufs ein md-%2 aus (%3 % erledigt): die Synchronisation teilt sich die Laufwerke mit dem Test</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="40"/>
        <source>%1 was running an md %2 when the run began: the sync shares the disks with the test</source>
        <translation>%1 führte beim Start des Laufs ein md-%2 aus: die Synchronisation teilt sich die Laufwerke mit dem Test</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="43"/>
        <source>write cache of %1: write back; writes may be acknowledged from the drive&apos;s cache</source>
        <translation>Schreibcache von %1: write back; Schreibvorgänge werden womöglich schon aus dem Cache des Laufwerks bestätigt</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="45"/>
        <source>write cache of %1: %2</source>
        <translation>Schreibcache von %1: %2</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="48"/>
        <source>write cache: write back; writes may be acknowledged from the drive&apos;s cache</source>
        <translation>Schreibcache: write back; Schreibvorgänge werden womöglich schon aus dem Cache des Laufwerks bestätigt</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="49"/>
        <source>write cache: %1</source>
        <translation>Schreibcache: %1</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="50"/>
        <source>other I/O on %1 during the run: %2 MB read and %3 MB written beyond this run&apos;s own</source>
        <translation>fremde E/A auf %1 während des Laufs: %2 MB gelesen und %3 MB geschrieben über die dieses Laufs hinaus</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="52"/>
        <source>%1 MB/s is more than %2 carries (%3 MB/s): that figure came from a cache, not through the link</source>
        <translation>%1 MB/s ist mehr, als %2 überträgt (%3 MB/s): diese Zahl kam aus einem Cache, nicht über die Verbindung</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="55"/>
        <source>%1 counted only %2 % of the %3 this run read: the page cache served the rest, so the figures show memory more than the drive</source>
        <translation>Gerät %1 zählte nur %2 % der %3, die dieser Lauf gelesen hat: den Rest lieferte der Seitencache, die Werte zeigen also eher den Arbeitsspeicher als das Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="58"/>
        <source>%1 counted only %2 % of the %3 this run read: %4 likely compressed or deduplicated the data, so the figures show the filesystem more than the drive</source>
        <translation>Gerät %1 zählte nur %2 % der %3, die dieser Lauf gelesen hat: %4 hat die Daten wahrscheinlich komprimiert oder dedupliziert, die Werte zeigen also eher das Dateisystem als das Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="61"/>
        <source>%1 counted only %2 % of the %3 this run read: a cache above the drive or unwritten blocks likely answered the rest, so the figures are not the drive&apos;s</source>
        <translation>Gerät %1 zählte nur %2 % der %3, die dieser Lauf gelesen hat: den Rest beantworteten wahrscheinlich ein Cache oberhalb des Laufwerks oder nie beschriebene Blöcke, die Werte sind also nicht die des Laufwerks</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="64"/>
        <source>%1 counted only %2 % of the %3 this run wrote: the page cache likely holds the rest, so the figures show memory more than the drive</source>
        <translation>Gerät %1 zählte nur %2 % der %3, die dieser Lauf geschrieben hat: den Rest hält wahrscheinlich der Seitencache, die Werte zeigen also eher den Arbeitsspeicher als das Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="67"/>
        <source>%1 counted only %2 % of the %3 this run wrote: %4 likely compressed or deduplicated the data, so the figures show the filesystem more than the drive</source>
        <translation>Gerät %1 zählte nur %2 % der %3, die dieser Lauf geschrieben hat: %4 hat die Daten wahrscheinlich komprimiert oder dedupliziert, die Werte zeigen also eher das Dateisystem als das Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="70"/>
        <source>%1 counted only %2 % of the %3 this run wrote: zero or repetitive data was likely compressed or skipped below, so the figures are not the drive&apos;s</source>
        <translation>Gerät %1 zählte nur %2 % der %3, die dieser Lauf geschrieben hat: Nullen oder sich wiederholende Daten wurden darunter wahrscheinlich komprimiert oder übersprungen, die Werte sind also nicht die des Laufwerks</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="74"/>
        <source>%1 did not cool below %2 within %3 s (waits that reached that limit: %4; warmest %5): those tests started warm</source>
        <translation>%1 kühlte nicht innerhalb von %3 s unter %2 ab (Wartezeiten, die diese Grenze erreichten: %4; am wärmsten %5): diese Tests begannen warm</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="78"/>
        <source>%1 was not idle for %2 s within %3 s (waits that reached that limit: %4): I/O went on right before those tests</source>
        <translation>%1 war innerhalb von %3 s nicht %2 s lang untätig (Wartezeiten, die diese Grenze erreichten: %4): direkt vor diesen Tests lief noch E/A</translation>
    </message>
    <message>
        <location filename="../core/model/caveats.cpp" line="82"/>
        <source>no cool-down below a temperature: %1</source>
        <translation>kein Abkühlen unter eine Temperatur: %1</translation>
    </message>
</context>
<context>
    <name>ds::Compare</name>
    <message>
        <location filename="../core/model/compare.cpp" line="21"/>
        <location filename="../core/model/figurekey.cpp" line="18"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
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
        <translation>mittlere Latenz</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="24"/>
        <location filename="../core/model/figurekey.cpp" line="21"/>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="25"/>
        <location filename="../core/model/compare.cpp" line="47"/>
        <location filename="../core/model/figurekey.cpp" line="22"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="26"/>
        <location filename="../core/model/figurekey.cpp" line="23"/>
        <source>average MB/s</source>
        <translation>Durchschnitt MB/s</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="27"/>
        <location filename="../core/model/figurekey.cpp" line="24"/>
        <source>whole-drive MB/s</source>
        <translation>MB/s über das ganze Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="28"/>
        <location filename="../core/model/figurekey.cpp" line="25"/>
        <source>minimum MB/s</source>
        <translation>Minimum MB/s</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="29"/>
        <location filename="../core/model/figurekey.cpp" line="26"/>
        <source>maximum MB/s</source>
        <translation>Maximum MB/s</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="30"/>
        <source>CPU utilization</source>
        <translation>CPU-Auslastung</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="31"/>
        <location filename="../core/model/figurekey.cpp" line="29"/>
        <source>average access time</source>
        <translation>mittlere Zugriffszeit</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="32"/>
        <location filename="../core/model/figurekey.cpp" line="30"/>
        <source>p99 access time</source>
        <translation>p99-Zugriffszeit</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="33"/>
        <location filename="../core/model/figurekey.cpp" line="32"/>
        <source>burst rate</source>
        <translation>Burst-Rate</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="34"/>
        <location filename="../core/model/figurekey.cpp" line="33"/>
        <source>random access</source>
        <translation>zufälliger Zugriff</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="35"/>
        <location filename="../core/model/figurekey.cpp" line="35"/>
        <source>written before the cliff</source>
        <translation>vor dem Einbruch geschrieben</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="36"/>
        <location filename="../core/model/figurekey.cpp" line="37"/>
        <source>MB/s after the cliff</source>
        <translation>MB/s nach dem Einbruch</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="37"/>
        <location filename="../core/model/figurekey.cpp" line="38"/>
        <source>aggregate MB/s</source>
        <translation>Summe MB/s</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="38"/>
        <location filename="../core/model/figurekey.cpp" line="39"/>
        <source>aggregate IOPS</source>
        <translation>Summe IOPS</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="39"/>
        <location filename="../core/model/figurekey.cpp" line="40"/>
        <source>rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="40"/>
        <location filename="../core/model/figurekey.cpp" line="41"/>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="41"/>
        <location filename="../core/model/figurekey.cpp" line="42"/>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="43"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="45"/>
        <source>host</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="46"/>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="48"/>
        <source>memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="49"/>
        <source>measured with</source>
        <translation>gemessen mit</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="50"/>
        <source>test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="51"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="52"/>
        <source>filesystem</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="53"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="54"/>
        <source>firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="55"/>
        <source>transport</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="56"/>
        <source>link</source>
        <translation>Anbindung</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="57"/>
        <source>queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="58"/>
        <source>max transfer size</source>
        <translation>größte Übertragung</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="59"/>
        <source>max hardware transfer size</source>
        <translation>größte Übertragung der Hardware</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="60"/>
        <source>scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="61"/>
        <source>write cache</source>
        <translation>Schreibcache</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="62"/>
        <source>sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="66"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="67"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="69"/>
        <source>a test file in %1</source>
        <translation>eine Testdatei in %1</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="70"/>
        <location filename="../core/model/figurekey.cpp" line="44"/>
        <source>%1 target(s) MB/s</source>
        <translation>%1 Ziel(e) MB/s</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="71"/>
        <source>%1 / %2 bytes</source>
        <translation>%1 / %2 Bytes</translation>
    </message>
    <message>
        <location filename="../core/files/sessionfiles.cpp" line="89"/>
        <location filename="../core/model/compare.cpp" line="457"/>
        <source>a comparison takes %1 to %2 runs, not %3</source>
        <translation>ein Vergleich braucht %1 bis %2 Läufe, nicht %3</translation>
    </message>
    <message>
        <location filename="../core/model/compare.cpp" line="531"/>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 bis %3</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="27"/>
        <source>system busy</source>
        <translation>System ausgelastet</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="43"/>
        <source>read &amp; write</source>
        <translation>Lesen &amp; Schreiben</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="46"/>
        <source>slow blocks</source>
        <translation>langsame Blöcke</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="47"/>
        <source>very slow blocks</source>
        <translation>sehr langsame Blöcke</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="48"/>
        <source>blocks with errors</source>
        <translation>Blöcke mit Fehlern</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="49"/>
        <source>median block time</source>
        <translation>Median der Blockzeit</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="51"/>
        <source>scored average IOPS</source>
        <translation>gewertete mittlere IOPS</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="53"/>
        <source>average ÷ standard deviation</source>
        <translation>Mittelwert ÷ Standardabweichung</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="55"/>
        <source>slowest scored interval</source>
        <translation>langsamstes gewertetes Intervall</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="56"/>
        <source>cache back</source>
        <translation>Cache zurück</translation>
    </message>
    <message>
        <location filename="../core/model/figurekey.cpp" line="57"/>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>ds::CompareWindow</name>
    <message>
        <location filename="../ui/comparewindow.cpp" line="55"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="60"/>
        <source>Compare sessions · DriveScope</source>
        <translation>Sitzungen vergleichen · DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="64"/>
        <source>Sessions and runs (first chosen: the baseline)</source>
        <translation>Sitzungen und Läufe (der erste gewählte ist die Basis)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="65"/>
        <source>Tick 2 to 8 runs to compare; the first ticked run is the one the changes are measured against</source>
        <translation>Haken Sie 2 bis 8 Läufe zum Vergleich an; an dem zuerst angehakten werden die Änderungen gemessen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="71"/>
        <source>&amp;Add sessions</source>
        <translation>Sitzungen &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="75"/>
        <source>Session &amp;files…</source>
        <translation>Sitzungs&amp;dateien…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="76"/>
        <source>&amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="82"/>
        <source>Make &amp;baseline</source>
        <translation>Zur &amp;Basis machen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="83"/>
        <source>Move the selected session to the top: its run becomes the one compared against</source>
        <translation>Die gewählte Sitzung nach oben schieben: ihr Lauf wird zur Vergleichsbasis</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="91"/>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="115"/>
        <source>&amp;Rename run…</source>
        <translation>Lauf &amp;umbenennen…</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="116"/>
        <source>Edit &amp;tags…</source>
        <translation>Sch&amp;lagwörter bearbeiten…</translation>
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
        <translation>Oberfläche lesen</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="44"/>
        <location filename="../ui/comparecharts.cpp" line="91"/>
        <location filename="../ui/comparecharts.cpp" line="96"/>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="44"/>
        <location filename="../ui/comparecharts.cpp" line="92"/>
        <location filename="../ui/comparecharts.cpp" line="97"/>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="93"/>
        <location filename="../ui/comparecharts.cpp" line="98"/>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="95"/>
        <source>Surface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="156"/>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="157"/>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="175"/>
        <source>Add 2 to 8 session files (Add sessions) and tick the runs to compare.</source>
        <translation>Fügen Sie 2 bis 8 Sitzungsdateien hinzu (Sitzungen hinzufügen) und haken Sie die zu vergleichenden Läufe an.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="197"/>
        <source>%1 (loading…)</source>
        <translation>%1 (wird geladen…)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/comparewindow.cpp" line="221"/>
        <source>Loading %n file(s)…</source>
        <translation>
            <numerusform>%n Datei wird geladen…</numerusform>
            <numerusform>%n Dateien werden geladen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="329"/>
        <source>Cannot rename the run: %1</source>
        <translation>Der Lauf kann nicht umbenannt werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="339"/>
        <location filename="../ui/comparewindow.cpp" line="345"/>
        <source>Cannot tag the run: %1</source>
        <translation>Die Schlagwörter des Laufs lassen sich nicht setzen: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="390"/>
        <source>Rename run</source>
        <translation>Lauf umbenennen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="391"/>
        <source>The run&apos;s name in legends, captions and reports (empty: %1):</source>
        <translation>Der Name des Laufs in Legenden, Bildunterschriften und Berichten (leer: %1):</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="403"/>
        <location filename="../ui/comparewindow.cpp" line="413"/>
        <source>Edit tags</source>
        <translation>Schlagwörter bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="404"/>
        <source>Words to find the run by in the Bench, separated by commas (review-2026, fleet-a):</source>
        <translation>Wörter, unter denen der Lauf im Bench zu finden ist, durch Kommas getrennt (test-2026, flotte-a):</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="455"/>
        <source>the session holds no runs</source>
        <translation>die Sitzung enthält keine Läufe</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="456"/>
        <source>%1 was not added: %2</source>
        <translation>%1 wurde nicht hinzugefügt: %2</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="44"/>
        <location filename="../ui/comparewindow.cpp" line="233"/>
        <location filename="../ui/comparewindow.cpp" line="377"/>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="45"/>
        <source>Run %1: %2
Tags: %3</source>
        <translation>Lauf %1: %2
Schlagwörter: %3</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="127"/>
        <source>Light image (for print)</source>
        <translation>Helles Bild (für den Druck)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="127"/>
        <source>Dark image</source>
        <translation>Dunkles Bild</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="307"/>
        <location filename="../ui/comparewindow.cpp" line="437"/>
        <source>Tick 2 to 8 runs to compare: this window&apos;s runs and the library&apos;s latest are listed; Add sessions for others.</source>
        <translation>Haken Sie 2 bis 8 Läufe zum Vergleich an: Die Läufe dieses Fensters und die neuesten der Bibliothek sind aufgeführt; weitere mit „Sitzungen hinzufügen“.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="528"/>
        <source>A comparison takes %1 to %2 runs; %3 chosen.</source>
        <translation>Ein Vergleich braucht %1 bis %2 Läufe; gewählt: %3.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="537"/>
        <source>Comparing %1 runs…</source>
        <translation>%1 Läufe werden verglichen…</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="46"/>
        <location filename="../ui/comparecharts.cpp" line="143"/>
        <location filename="../ui/comparecharts.cpp" line="189"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
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
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="140"/>
        <source>Position (GB)</source>
        <translation>Position (GB)</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="186"/>
        <source>Written (GB)</source>
        <translation>Geschrieben (GB)</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="22"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="36"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="37"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="63"/>
        <source>better than %1</source>
        <translation>besser als %1</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="66"/>
        <source>worse than %1</source>
        <translation>schlechter als %1</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="69"/>
        <source>within %1 % of %2: run-to-run noise</source>
        <translation>innerhalb von %1 % von %2: Streuung zwischen Läufen</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="74"/>
        <source>the baseline of this figure</source>
        <translation>die Basis dieser Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="77"/>
        <source>this run has no such figure</source>
        <translation>dieser Lauf hat diese Kennzahl nicht</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="87"/>
        <source>unstable: its runs spread by %1 % (%2), so a change may be their noise</source>
        <translation>instabil: seine Durchläufe streuen um %1 % (%2), eine Änderung kann also ihr Rauschen sein</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="90"/>
        <source>its runs spread by ±%1 % (%2)</source>
        <translation>seine Durchläufe streuen um ±%1 % (%2)</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="96"/>
        <source>not confirmed by the drive&apos;s own counters (%1)</source>
        <translation>von den eigenen Zählern des Laufwerks nicht bestätigt (%1)</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="108"/>
        <source>Device confirmed</source>
        <translation>Vom Gerät bestätigt</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="126"/>
        <source>Fact</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="147"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="176"/>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="177"/>
        <source>temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../ui/comparetables.cpp" line="182"/>
        <source>caveats</source>
        <translation>Vorbehalte</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="641"/>
        <source>%1 runs compared; nothing changed in the host and device facts.</source>
        <translation>%1 Läufe verglichen; an Rechner und Gerät hat sich nichts geändert.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="642"/>
        <source>%1 runs compared; what changed: %2.</source>
        <translation>%1 Läufe verglichen; geändert hat sich: %2.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="689"/>
        <source>%1 runs compared, changes against %2</source>
        <translation>%1 Läufe verglichen, Änderungen gegenüber %2</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="755"/>
        <location filename="../ui/comparewindow.cpp" line="766"/>
        <source>Nothing to export: choose 2 to 8 runs first.</source>
        <translation>Nichts zu exportieren: wählen Sie zuerst 2 bis 8 Läufe.</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="776"/>
        <source>Export SVG</source>
        <translation>SVG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="776"/>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="778"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="778"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="787"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="793"/>
        <source>Add sessions to compare</source>
        <translation>Sitzungen zum Vergleich hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/comparewindow.cpp" line="794"/>
        <source>DriveScope sessions (*.json);;All files (*)</source>
        <translation>DriveScope-Sitzungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="94"/>
        <source>IOPS over time</source>
        <translation>IOPS im Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="99"/>
        <source>Over time</source>
        <translation>Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="101"/>
        <source>Each run&apos;s IOPS per interval of its time series, from its own start: where one drive slows down after a while and the other does not.</source>
        <translation>Die IOPS jedes Laufs je Intervall seiner Zeitreihe, ab seinem eigenen Start: wo ein Laufwerk nach einer Weile langsamer wird und das andere nicht.</translation>
    </message>
    <message>
        <location filename="../ui/comparecharts.cpp" line="213"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
</context>
<context>
    <name>ds::Consistency</name>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="55"/>
        <source>filled first</source>
        <translation>zuerst gefüllt</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="62"/>
        <source>the consistency test runs from 1 second to a week, not %1 s</source>
        <translation>der Konsistenztest läuft 1 Sekunde bis eine Woche, nicht %1 s</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="66"/>
        <source>the consistency test needs a time-series interval: its score is made of them</source>
        <translation>der Konsistenztest braucht ein Zeitreihenintervall: seine Wertung besteht daraus</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="70"/>
        <source>a run of %1 s has fewer than three intervals of %2 s to score: run longer or use shorter intervals</source>
        <translation>ein Lauf von %1 s hat weniger als drei Intervalle von %2 s zum Werten: länger laufen lassen oder kürzere Intervalle wählen</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="76"/>
        <source>the scored part must be from 5 % to the whole run, not %1</source>
        <translation>der gewertete Teil muss 5 % bis der ganze Lauf sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="148"/>
        <source>whole run scored</source>
        <translation>ganzer Lauf gewertet</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="150"/>
        <source>last third scored</source>
        <translation>letztes Drittel gewertet</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="152"/>
        <source>last half scored</source>
        <translation>letzte Hälfte gewertet</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="154"/>
        <source>last quarter scored</source>
        <translation>letztes Viertel gewertet</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="156"/>
        <source>last %1 % scored</source>
        <translation>letzte %1 % gewertet</translation>
    </message>
    <message>
        <location filename="../core/model/results/consistencyresult.cpp" line="177"/>
        <source>the scored part must be a fraction of the run from 0.05 to 1 (1/3, 0.25, 50%), not &quot;%1&quot;</source>
        <translation>der gewertete Teil muss ein Anteil des Laufs von 0,05 bis 1 sein (1/3, 0.25, 50%), nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/consistency.cpp" line="17"/>
        <source>the consistency test writes, and %1 was opened read-only</source>
        <translation>der Konsistenztest schreibt, und %1 wurde nur zum Lesen geöffnet</translation>
    </message>
</context>
<context>
    <name>ds::ConsistencyPage</name>
    <message>
        <location filename="../ui/consistencypage.cpp" line="27"/>
        <source>&amp;Fill the target first</source>
        <translation>Ziel zuerst &amp;füllen</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="33"/>
        <source>Consistency chart</source>
        <translation>Konsistenz-Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="37"/>
        <location filename="../ui/consistencypage.cpp" line="43"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="38"/>
        <source>How long to write. Reviewers write for half an hour to an hour, until the drive has no clean blocks left and settles into its steady state.</source>
        <translation>Wie lange geschrieben wird. Tester schreiben eine halbe bis eine Stunde, bis das Laufwerk keine freien Blöcke mehr hat und in seinen eingeschwungenen Zustand kommt.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="44"/>
        <source>Each point of the scatter is the IOPS of one interval this long.</source>
        <translation>Jeder Punkt der Streuung ist die IOPS eines so langen Intervalls.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="45"/>
        <source>Last third</source>
        <translation>Letztes Drittel</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="46"/>
        <source>Last half</source>
        <translation>Letzte Hälfte</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="47"/>
        <source>Last quarter</source>
        <translation>Letztes Viertel</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="48"/>
        <source>Whole run</source>
        <translation>Ganzer Lauf</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="49"/>
        <source>The part of the run that is scored: a drive&apos;s first minutes are fast while it has clean blocks; what it does after is what lasts.</source>
        <translation>Der gewertete Teil des Laufs: die ersten Minuten sind schnell, solange das Laufwerk freie Blöcke hat; was danach kommt, bleibt.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="51"/>
        <source>Write the whole target sequentially first, as a drive in use is full: without it a fresh drive looks faster than it stays.</source>
        <translation>Zuerst das ganze Ziel sequenziell beschreiben, wie ein benutztes Laufwerk voll ist: sonst wirkt ein frisches Laufwerk schneller, als es bleibt.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="55"/>
        <source>D&amp;uration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="56"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Blockgröße:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="57"/>
        <source>The size of each random write; reviewers use 4 KiB.</source>
        <translation>Die Größe jedes zufälligen Schreibvorgangs; Tester nehmen 4 KiB.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="59"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="60"/>
        <source>How many writes are in flight at once, per thread; reviewers use 32.</source>
        <translation>Wie viele Schreibvorgänge je Thread gleichzeitig unterwegs sind; Tester nehmen 32.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="62"/>
        <source>T&amp;hreads:</source>
        <translation>T&amp;hreads:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="63"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="64"/>
        <source>&amp;Interval:</source>
        <translation>&amp;Intervall:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="65"/>
        <source>&amp;Scored:</source>
        <translation>&amp;Gewertet:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="67"/>
        <source>Writes: on a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation>Schreibt: auf einem Gerät zerstört das seine Daten, und Sie werden gebeten, seinen Namen einzutippen; eine Testdatei ist sicher.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="72"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="74"/>
        <source>Scored average:</source>
        <translation>Gewerteter Mittelwert:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="75"/>
        <source>Average ÷ std. dev.:</source>
        <translation>Mittelwert ÷ Std.-Abw.:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="76"/>
        <source>Slowest interval:</source>
        <translation>Langsamstes Intervall:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="77"/>
        <source>Whole run:</source>
        <translation>Ganzer Lauf:</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="78"/>
        <source>The scored part&apos;s average IOPS divided by their standard deviation: the higher, the steadier the drive.</source>
        <translation>Die mittleren IOPS des gewerteten Teils geteilt durch ihre Standardabweichung: je höher, desto gleichmäßiger das Laufwerk.</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="143"/>
        <source>%1 IOPS (%2), average ÷ std. dev. %3</source>
        <translation>%1 IOPS (%2), Mittelwert ÷ Std.-Abw. %3</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="150"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="157"/>
        <source>%1 IOPS (%2 from %3 s)</source>
        <translation>%1 IOPS (%2 ab %3 s)</translation>
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
        <translation>%1 IOPS im Mittel, %2 … %3</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.cpp" line="170"/>
        <source>%1 IOPS average so far</source>
        <translation>bisher %1 IOPS im Mittel</translation>
    </message>
    <message>
        <location filename="../ui/consistencypage.h" line="23"/>
        <source>Consistency</source>
        <translation>Konsistenz</translation>
    </message>
</context>
<context>
    <name>ds::CoolDownDialog</name>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="21"/>
        <source>Wait until the drive is &amp;below</source>
        <translation>Warten, bis das Laufwerk &amp;unter</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="23"/>
        <source>Wait until the drive has been &amp;idle for</source>
        <translation>Warten, bis das Laufwerk un&amp;tätig war für</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="27"/>
        <source>Cool-down before tests</source>
        <translation>Abkühlen vor den Tests</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="28"/>
        <source>Before each test and each repeat, as reviewers let a drive cool between runs. The progress line shows the wait; a run never waits longer than the limit, and says so in its caveats when it got there.</source>
        <translation>Vor jedem Test und jeder Wiederholung, wie Tester ein Laufwerk zwischen den Läufen abkühlen lassen. Die Fortschrittszeile zeigt das Warten; ein Lauf wartet nie länger als die Grenze und nennt es in seinen Hinweisen, wenn er sie erreicht hat.</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="34"/>
        <source> °C</source>
        <translation> °C</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="35"/>
        <source>Read from the drive&apos;s hwmon sensor; a drive without one is not waited for.</source>
        <translation>Vom hwmon-Sensor des Laufwerks gelesen; auf ein Laufwerk ohne Sensor wird nicht gewartet.</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="38"/>
        <location filename="../ui/cooldowndialog.cpp" line="42"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="39"/>
        <source>Idle: the drive&apos;s I/O counters (/sys/block/X/stat) did not move, ours or others&apos;.</source>
        <translation>Untätig: die E/A-Zähler des Laufwerks (/sys/block/X/stat) bewegten sich nicht, weder durch uns noch durch andere.</translation>
    </message>
    <message>
        <location filename="../ui/cooldowndialog.cpp" line="51"/>
        <source>&amp;Wait at most:</source>
        <translation>&amp;Höchstens warten:</translation>
    </message>
</context>
<context>
    <name>ds::DeviceAccounting</name>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="43"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="43"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="67"/>
        <source>%1 % of %2 read</source>
        <translation>%1 % von %2 gelesen</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="70"/>
        <source>%1 % of %2 written</source>
        <translation>%1 % von %2 geschrieben</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="77"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="80"/>
        <source>%1 confirmed %2</source>
        <translation>%1 bestätigte %2</translation>
    </message>
    <message>
        <location filename="../core/model/deviceaccounting.cpp" line="81"/>
        <source>device confirmed %1</source>
        <translation>Gerät bestätigte %1</translation>
    </message>
</context>
<context>
    <name>ds::DriveEnumerator</name>
    <message>
        <location filename="../core/device/drivestack.cpp" line="27"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="34"/>
        <source>%1, which %2</source>
        <translation>%1 (dieses %2)</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="198"/>
        <source>is mounted on %1</source>
        <translation>ist unter %1 eingehängt</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="200"/>
        <source>is used as swap</source>
        <translation>wird als Auslagerungsspeicher genutzt</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="203"/>
        <source>is held by %1</source>
        <translation>ist von %1 belegt</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="208"/>
        <source>has %1 set up on it</source>
        <translation>trägt das darauf eingerichtete %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="216"/>
        <source>has the partition %1</source>
        <translation>hat die Partition %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="236"/>
        <source>is a partition of %1</source>
        <translation>ist eine Partition von %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="241"/>
        <source>is set up on %1</source>
        <translation>ist auf %1 eingerichtet</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="251"/>
        <source>%1 is set up on %2</source>
        <translation>%1 ist auf %2 eingerichtet</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="254"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="257"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/device/drivestack.cpp" line="261"/>
        <source>%1 shares its backing file with %2, which %3</source>
        <translation>%1 teilt seine Sicherungsdatei mit %2, das %3</translation>
    </message>
</context>
<context>
    <name>ds::DriveFacts</name>
    <message>
        <location filename="../core/model/drivefacts.cpp" line="16"/>
        <source>%1 is mounted on %2</source>
        <translation>%1 ist in %2 eingehängt</translation>
    </message>
    <message>
        <location filename="../core/model/drivefacts.cpp" line="18"/>
        <source>%1 is used as swap</source>
        <translation>%1 wird als Auslagerungsspeicher (Swap) genutzt</translation>
    </message>
    <message>
        <location filename="../core/model/drivefacts.cpp" line="20"/>
        <source>%1 is held by %2</source>
        <translation>%1 wird von %2 belegt</translation>
    </message>
</context>
<context>
    <name>ds::DriveListWidget</name>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="52"/>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <location filename="../ui/drivelistwidget.cpp" line="316"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="79"/>
        <location filename="../ui/drivelistwidget.cpp" line="318"/>
        <source>Transport</source>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="80"/>
        <source>In use or locked: point at the icon for why</source>
        <translation>In Benutzung oder gesperrt: zeigen Sie auf das Symbol, um den Grund zu sehen</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="91"/>
        <source>Pick what to test. A drive with a lock cannot be opened by you: run as a user with access to it, or choose the test file, which needs no special rights.</source>
        <translation>Wählen Sie, was getestet wird. Ein Laufwerk mit Schloss können Sie nicht öffnen: starten Sie als Benutzer mit Zugriff darauf, oder wählen Sie die Testdatei, die keine besonderen Rechte braucht.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="93"/>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="98"/>
        <source>The settings that change results: tagged queue depth, largest request, write cache and scheduler. Every result keeps a copy, so a comparison shows what changed.</source>
        <translation>Die Einstellungen, die Ergebnisse verändern: Warteschlangentiefe (Tagged Queuing), größte Anfrage, Schreibcache und Scheduler. Jedes Ergebnis bewahrt eine Kopie, sodass ein Vergleich zeigt, was sich geändert hat.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="101"/>
        <source>Test file &amp;folder…</source>
        <translation>Testdatei-&amp;Ordner…</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="102"/>
        <source>Where the test file is made. It is filled with incompressible data, read with O_DIRECT and deleted afterwards.</source>
        <translation>Wo die Testdatei angelegt wird. Sie wird mit nicht komprimierbaren Daten gefüllt, mit O_DIRECT gelesen und danach gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="107"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="108"/>
        <source>Test file size</source>
        <translation>Größe der Testdatei</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="109"/>
        <source>Size of the test file. Larger than the drive&apos;s cache (and the page cache the filesystem might use) gives figures of the medium, not of the cache.</source>
        <translation>Größe der Testdatei. Größer als der Cache des Laufwerks (und der Seitencache, den das Dateisystem nutzen könnte) ergibt Werte des Datenträgers, nicht des Caches.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="111"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="112"/>
        <source>Read the drive list again (after plugging in or mounting a drive).</source>
        <translation>Die Laufwerksliste neu einlesen (nach dem Anschließen oder Einhängen eines Laufwerks).</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="121"/>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="180"/>
        <source>Test file</source>
        <translation>Testdatei</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="183"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="185"/>
        <source>A test file needs no root and can take write tests on a drive in use.</source>
        <translation>Eine Testdatei braucht kein root und erlaubt Schreibtests auf einem Laufwerk in Benutzung.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="203"/>
        <source>in use</source>
        <translation>in Benutzung</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="208"/>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="211"/>
        <source>You may not open %1. Choose the test file, or run DriveScope as a user in the disk group.</source>
        <translation>Sie dürfen %1 nicht öffnen. Wählen Sie die Testdatei, oder starten Sie DriveScope als Benutzer in der Gruppe disk.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="287"/>
        <source>Folder for the test file</source>
        <translation>Ordner für die Testdatei</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="296"/>
        <source>&lt;b&gt;Test file&lt;/b&gt;&lt;br&gt;In %1, %2, deleted after the test.&lt;br&gt;Figures include the filesystem; a test file suits users who may not open the device, and write tests on a drive in use.</source>
        <translation>&lt;b&gt;Testdatei&lt;/b&gt;&lt;br&gt;In %1, %2, wird nach dem Test gelöscht.&lt;br&gt;Die Werte schließen das Dateisystem ein; eine Testdatei eignet sich für Benutzer, die das Gerät nicht öffnen dürfen, und für Schreibtests auf einem Laufwerk in Benutzung.</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="312"/>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="313"/>
        <source>Serial</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="314"/>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="316"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="317"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="317"/>
        <source>rotational (hard disk)</source>
        <translation>rotierend (Festplatte)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="317"/>
        <source>non-rotational</source>
        <translation>nicht rotierend</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="320"/>
        <source>Link</source>
        <translation>Anbindung</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="321"/>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="321"/>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logisch, %2 B physisch</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="322"/>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="323"/>
        <source>nr_requests</source>
        <translation>nr_requests</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="325"/>
        <source>Largest request</source>
        <translation>Größte Anfrage</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="325"/>
        <source>%1 KiB (hardware %2 KiB)</source>
        <translation>%1 KiB (Hardware %2 KiB)</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="326"/>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="328"/>
        <source>write back</source>
        <translation>Write-back</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="329"/>
        <source>write through</source>
        <translation>Write-through</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="331"/>
        <source>Write cache</source>
        <translation>Schreibcache</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="333"/>
        <source>Backing file</source>
        <translation>Zugrunde liegende Datei</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="336"/>
        <source>Array</source>
        <translation>Array</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="337"/>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="338"/>
        <source>In use</source>
        <translation>In Benutzung</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="338"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>read and write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>read only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <location filename="../ui/drivelistwidget.cpp" line="339"/>
        <source>none (locked)</source>
        <translation>keiner (gesperrt)</translation>
    </message>
</context>
<context>
    <name>ds::DrivePurge</name>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="30"/>
        <source>cannot purge by the drive&apos;s own command: %1. --purge discard or none runs without it</source>
        <translation>Löschen mit dem eigenen Befehl des Laufwerks nicht möglich: %1. --purge discard oder none läuft ohne ihn</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="66"/>
        <source>the drive&apos;s Format NVM failed: %1</source>
        <translation>Format NVM des Laufwerks fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="88"/>
        <source>the drive&apos;s Sanitize failed: %1</source>
        <translation>Sanitize des Laufwerks fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="96"/>
        <source>cannot read the drive&apos;s Sanitize Status log: %1</source>
        <translation>Sanitize-Status-Log des Laufwerks nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="103"/>
        <source>the drive&apos;s Sanitize failed (its Sanitize Status log says so); a second sanitize or its Exit Failure Mode action clears that</source>
        <translation>Sanitize des Laufwerks fehlgeschlagen (laut seinem Sanitize-Status-Log); ein zweites Sanitize oder dessen Aktion Exit Failure Mode hebt das auf</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="122"/>
        <source>an ATA drive has no format DriveScope may use (its SECURITY ERASE needs a password set first, which DriveScope will not do): use --purge sanitize or discard</source>
        <translation>ein ATA-Laufwerk hat kein Formatieren, das DriveScope verwenden darf (sein SECURITY ERASE braucht zuerst ein gesetztes Passwort, was DriveScope nicht tut): --purge sanitize oder discard verwenden</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="146"/>
        <location filename="../core/device/drivepurge.cpp" line="155"/>
        <source>the drive&apos;s sanitize failed: %1</source>
        <translation>Sanitize des Laufwerks fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="152"/>
        <source>cannot read the drive&apos;s sanitize status: %1</source>
        <translation>Sanitize-Status des Laufwerks nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../core/device/drivepurge.cpp" line="162"/>
        <source>the drive&apos;s sanitize ended without completing</source>
        <translation>Sanitize des Laufwerks endete ohne Abschluss</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScan</name>
    <message>
        <location filename="../core/run/benchmarks/errorscan.cpp" line="72"/>
        <source>the request size %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>die Anforderungsgröße %1 ist kein Vielfaches des logischen Sektors des Ziels (%2 Byte)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/errorscan.cpp" line="79"/>
        <source>%1 blocks do not fit in the range (%2): at most %3</source>
        <translation>%1 Blöcke passen nicht in den Bereich (%2): höchstens %3</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanMap</name>
    <message>
        <location filename="../ui/errorscanmap.cpp" line="16"/>
        <source>Error scan map</source>
        <translation>Karte der Fehlerprüfung</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanPage</name>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="31"/>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="33"/>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="35"/>
        <source>very slow</source>
        <translation>sehr langsam</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="37"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="54"/>
        <source>&amp;Blocks:</source>
        <translation>&amp;Blöcke:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="56"/>
        <source>The map&apos;s blocks: the range is cut into this many, each read in full and timed.</source>
        <translation>Die Blöcke der Karte: Der Bereich wird in so viele geteilt, jeder wird ganz gelesen und seine Zeit gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="58"/>
        <source>&amp;Range:</source>
        <translation>Be&amp;reich:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="59"/>
        <source>How much of the drive to scan, from its start.</source>
        <translation>Wie viel des Laufwerks geprüft wird, von seinem Anfang an.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="60"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="61"/>
        <source>Request si&amp;ze:</source>
        <translation>Anforderungs&amp;größe:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="62"/>
        <source>Each block is read in requests of this size.</source>
        <translation>Jeder Block wird in Anforderungen dieser Größe gelesen.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="64"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="65"/>
        <source>How many reads are in flight at once.</source>
        <translation>Wie viele Lesevorgänge gleichzeitig unterwegs sind.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="70"/>
        <location filename="../ui/errorscanpage.cpp" line="76"/>
        <source> × median</source>
        <translation> × Median</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="71"/>
        <source>A block that takes this many times the median block&apos;s time is slow.</source>
        <translation>Ein Block, der so viel mal länger braucht als der Median der Blöcke, ist langsam.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="72"/>
        <source>&amp;Slow above:</source>
        <translation>&amp;Langsam über:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="78"/>
        <source>A block that takes this many times the median block&apos;s time, or has a read over %1 ms, is very slow.</source>
        <translation>Ein Block, der so viel mal länger braucht als der Median der Blöcke oder einen Lesevorgang über %1 ms hat, ist sehr langsam.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="80"/>
        <source>&amp;Very slow above:</source>
        <translation>&amp;Sehr langsam über:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="81"/>
        <source>Reads only: nothing is written.</source>
        <translation>Nur Lesen: Es wird nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="88"/>
        <source>Slowest read (ms)</source>
        <translation>Langsamster Lesevorgang (ms)</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="90"/>
        <source>Errors and slow blocks</source>
        <translation>Fehler und langsame Blöcke</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="92"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="94"/>
        <source>Blocks:</source>
        <translation>Blöcke:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="95"/>
        <source>Median block:</source>
        <translation>Median-Block:</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="149"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="154"/>
        <source>%1 read: %2 fast, %3 slow, %4 very slow, %5 with errors</source>
        <translation>%1 gelesen: %2 schnell, %3 langsam, %4 sehr langsam, %5 mit Fehlern</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="160"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/errorscanpage.cpp" line="172"/>
        <source>%n failed read(s)</source>
        <translation>
            <numerusform>%n fehlgeschlagener Lesevorgang</numerusform>
            <numerusform>%n fehlgeschlagene Lesevorgänge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="213"/>
        <source>Position (GB), each row from its left</source>
        <translation>Position (GB), jede Zeile von ihrem linken Rand</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="238"/>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.cpp" line="258"/>
        <source>%1 blocks: %2 slow, %3 very slow, %4 with errors (%5 failed reads)</source>
        <translation>%1 Blöcke: %2 langsam, %3 sehr langsam, %4 mit Fehlern (%5 fehlgeschlagene Lesevorgänge)</translation>
    </message>
    <message>
        <location filename="../ui/errorscanpage.h" line="21"/>
        <source>Error scan</source>
        <translation>Fehlerprüfung</translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanPlan</name>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="23"/>
        <source>%1 blocks, read in %2 requests, QD%3</source>
        <translation>%1 Blöcke, gelesen in Anforderungen zu %2, QD%3</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="27"/>
        <source>default</source>
        <translation>Standardgröße</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="35"/>
        <source>the block count must be 1 to %1, not %2</source>
        <translation>die Zahl der Blöcke muss zwischen 1 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="39"/>
        <source>queue depth must be 1 to %1</source>
        <translation>die Warteschlangentiefe muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="42"/>
        <source>the request size must be at most 64 MiB</source>
        <translation>die Anforderungsgröße darf höchstens 64 MiB betragen</translation>
    </message>
    <message>
        <location filename="../core/model/results/errorscanresult.cpp" line="44"/>
        <source>the slow factor must be at least 1 and the very slow factor at least the slow one</source>
        <translation>der Faktor für langsam muss mindestens 1 sein und der für sehr langsam mindestens so groß wie er</translation>
    </message>
</context>
<context>
    <name>ds::ExportActions</name>
    <message>
        <location filename="../ui/exportactions.cpp" line="31"/>
        <source>Export &amp;PNG…</source>
        <translation>&amp;PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="32"/>
        <source>Export S&amp;VG…</source>
        <translation>S&amp;VG exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="33"/>
        <source>&amp;Copy image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="34"/>
        <source>Copy as &amp;fio job</source>
        <translation>Als &amp;fio-Job kopieren</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="35"/>
        <source>Save as fio &amp;job file…</source>
        <translation>Als fio-&amp;Jobdatei speichern…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="36"/>
        <source>Export repor&amp;t…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="39"/>
        <source>Save the chart as a PNG with a caption naming the drive, test and settings</source>
        <translation>Das Diagramm als PNG speichern, mit einer Beschriftung, die Laufwerk, Test und Einstellungen nennt</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="41"/>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="41"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="45"/>
        <source>Export SVG</source>
        <translation>SVG exportieren</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="45"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="48"/>
        <source>Copy the chart with its caption to the clipboard, to paste into a review</source>
        <translation>Das Diagramm mit Beschriftung in die Zwischenablage kopieren, zum Einfügen in einen Testbericht</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="51"/>
        <source>Copy the shown run as a fio job file, to check its figures with fio: save it, run fio FILE --output-format=json and compare fio&apos;s output with the session</source>
        <translation>Den gezeigten Lauf als fio-Jobdatei kopieren, um seine Werte mit fio zu prüfen: speichern, fio DATEI --output-format=json ausführen und fios Ausgabe mit der Sitzung vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="56"/>
        <source>Save every run of this window&apos;s session as an HTML or Markdown report, with its charts, tables and caveats, as drivescope-cli export writes it</source>
        <translation>Alle Läufe der Sitzung dieses Fensters als HTML- oder Markdown-Bericht speichern, mit Diagrammen, Tabellen und Vorbehalten, wie drivescope-cli export ihn schreibt</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="103"/>
        <source>Image copied to the clipboard (%1 × %2).</source>
        <translation>Bild in die Zwischenablage kopiert (%1 × %2).</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="110"/>
        <source>This page shows no run yet: run its test, or open a session.</source>
        <translation>Diese Seite zeigt noch keinen Lauf: Starten Sie ihren Test oder öffnen Sie eine Sitzung.</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="140"/>
        <source>the fio job file</source>
        <translation>die fio-Jobdatei</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/exportactions.cpp" line="148"/>
        <source>Copied as a fio job file (%n job(s)); save it and run: fio FILE</source>
        <translation>
            <numerusform>Als fio-Jobdatei kopiert (%n Job); speichern und ausführen: fio DATEI</numerusform>
            <numerusform>Als fio-Jobdatei kopiert (%n Jobs); speichern und ausführen: fio DATEI</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="151"/>
        <source>Cannot make a fio job</source>
        <translation>Kein fio-Job möglich</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="159"/>
        <source>Save as fio job file</source>
        <translation>Als fio-Jobdatei speichern</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="160"/>
        <source>fio job files (*.fio)</source>
        <translation>fio-Jobdateien (*.fio)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="165"/>
        <source>Cannot save the fio job file</source>
        <translation>Die fio-Jobdatei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="167"/>
        <source>Saved %1; run it with: fio %1</source>
        <translation>%1 gespeichert; ausführen mit: fio %1</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="178"/>
        <source>Name the report .html or .md, for HTML or Markdown: %1</source>
        <translation>Benennen Sie den Bericht .html oder .md, für HTML oder Markdown: %1</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="181"/>
        <source>This window has no runs to report yet.</source>
        <translation>Dieses Fenster hat noch keine Läufe für einen Bericht.</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="173"/>
        <source>the report</source>
        <translation>den Bericht</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="190"/>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="191"/>
        <source>Markdown report (*.md)</source>
        <translation>Markdown-Bericht (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="193"/>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="201"/>
        <source>Cannot export the report</source>
        <translation>Der Bericht kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/exportactions.cpp" line="204"/>
        <source>Saved the report of %n run(s) as %1</source>
        <translation>
            <numerusform>Bericht über %n Lauf als %1 gespeichert</numerusform>
            <numerusform>Bericht über %n Läufe als %1 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="211"/>
        <source>Image size</source>
        <translation>Bildgröße</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="218"/>
        <location filename="../ui/exportactions.cpp" line="219"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="222"/>
        <source>Light (for print)</source>
        <translation>Hell (für den Druck)</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="223"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="225"/>
        <source>The image&apos;s colours, whatever the window&apos;s palette</source>
        <translation>Die Farben des Bildes, unabhängig von der Farbpalette des Fensters</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="230"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="231"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="232"/>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="254"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/exportactions.cpp" line="256"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
<context>
    <name>ds::FillLevelChart</name>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="23"/>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="25"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="46"/>
        <source>Drive written (%)</source>
        <translation>Laufwerk beschrieben (%)</translation>
    </message>
    <message>
        <location filename="../ui/filllevelchart.cpp" line="46"/>
        <source>Tested region written (%)</source>
        <translation>Testbereich beschrieben (%)</translation>
    </message>
</context>
<context>
    <name>ds::Health</name>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="691"/>
        <source>+%1 written</source>
        <translation>+%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="694"/>
        <source>+%1 read</source>
        <translation>+%1 gelesen</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="697"/>
        <source>%1 % used</source>
        <translation>%1 % verbraucht</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="699"/>
        <source>%1 % spare</source>
        <translation>%1 % Reserve</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="701"/>
        <source>unsafe shutdowns: %1</source>
        <translation>unsichere Abschaltungen: %1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="709"/>
        <source>media errors: %1</source>
        <translation>Medienfehler: %1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="715"/>
        <source>error log entries: %1</source>
        <translation>Fehlerprotokolleinträge: %1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="719"/>
        <source>%1 min above the warning temperature</source>
        <translation>%1 min über der Warntemperatur</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="723"/>
        <source>%1 min above the critical temperature</source>
        <translation>%1 min über der kritischen Temperatur</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="726"/>
        <source>critical warning now 0x%1</source>
        <translation>kritische Warnung jetzt 0x%1</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="737"/>
        <source>the drive&apos;s SMART assessment now fails</source>
        <translation>die SMART-Bewertung des Laufwerks schlägt jetzt fehl</translation>
    </message>
    <message>
        <location filename="../core/model/smarthealth.cpp" line="747"/>
        <source>%1: no SMART counter moved</source>
        <translation>%1: kein SMART-Zähler hat sich bewegt</translation>
    </message>
</context>
<context>
    <name>ds::HealthPage</name>
    <message>
        <location filename="../ui/healthpage.cpp" line="37"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="39"/>
        <source>Caution</source>
        <translation>Vorsicht</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="41"/>
        <source>Bad</source>
        <translation>Schlecht</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="45"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="86"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="97"/>
        <source>&amp;Read again</source>
        <translation>&amp;Erneut lesen</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="98"/>
        <source>&amp;Open smartctl output…</source>
        <translation>smartctl-Ausgabe &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Worst</source>
        <translation>Schlechtester</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="99"/>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <location filename="../ui/healthpage.cpp" line="362"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <location filename="../ui/healthpage.cpp" line="364"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="100"/>
        <location filename="../ui/healthpage.cpp" line="366"/>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="112"/>
        <source>Read the drive&apos;s SMART data and temperatures again</source>
        <translation>Die SMART-Daten und Temperaturen des Laufwerks erneut lesen</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="114"/>
        <source>Show a drive&apos;s health from smartctl&apos;s JSON output saved on another machine (smartctl --json -a /dev/sdX &gt; file.json)</source>
        <translation>Den Zustand eines Laufwerks aus der auf einem anderen Rechner gespeicherten JSON-Ausgabe von smartctl zeigen (smartctl --json -a /dev/sdX &gt; datei.json)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="117"/>
        <source>The drive&apos;s SMART counters (NVMe) or its attribute table (ATA), as smartctl reads them</source>
        <translation>Die SMART-Zähler des Laufwerks (NVMe) oder seine Attributtabelle (ATA), wie smartctl sie liest</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="119"/>
        <source>The drive&apos;s temperature in each test of the session library that ran on it</source>
        <translation>Die Temperatur des Laufwerks in jedem Test der Sitzungsbibliothek, der darauf lief</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="140"/>
        <source>Temperature in the library&apos;s tests of this drive:</source>
        <translation>Temperatur in den Tests dieses Laufwerks in der Bibliothek:</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="147"/>
        <location filename="../ui/healthpage.cpp" line="224"/>
        <source>Pick a drive in the drive list to see its health.</source>
        <translation>Wählen Sie ein Laufwerk in der Laufwerksliste, um seinen Zustand zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="192"/>
        <source>Open smartctl&apos;s JSON output</source>
        <translation>JSON-Ausgabe von smartctl öffnen</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="192"/>
        <source>smartctl JSON output (*.json);;All files (*)</source>
        <translation>smartctl-JSON-Ausgabe (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="206"/>
        <source>The smartctl output cannot be read: %1</source>
        <translation>Die smartctl-Ausgabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="223"/>
        <source>A test file is selected: pick a drive to see its health.</source>
        <translation>Eine Testdatei ist ausgewählt: wählen Sie ein Laufwerk, um seinen Zustand zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="236"/>
        <source>%1 (%2): reading its SMART data…</source>
        <translation>%1 (%2): seine SMART-Daten werden gelesen…</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="273"/>
        <source>%1, from the smartctl output %2</source>
        <translation>%1, aus der smartctl-Ausgabe %2</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="275"/>
        <source>, firmware %1</source>
        <translation>, Firmware %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="283"/>
        <source>No SMART data: %1</source>
        <translation>Keine SMART-Daten: %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="287"/>
        <source>Temperature: %1</source>
        <translation>Temperatur: %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="290"/>
        <source>Temperature %1: %2</source>
        <translation>Temperatur %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="292"/>
        <source>cannot be read now</source>
        <translation>derzeit nicht lesbar</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="294"/>
        <source>, warning at %1</source>
        <translation>, Warnung bei %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="296"/>
        <source>, critical at %1</source>
        <translation>, kritisch bei %1</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="310"/>
        <source>SMART self-assessment</source>
        <translation>SMART-Selbsteinschätzung</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="310"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="310"/>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="312"/>
        <source>Temperature (SMART)</source>
        <translation>Temperatur (SMART)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="314"/>
        <source>Power-on hours</source>
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="321"/>
        <source>Critical warning</source>
        <translation>Kritische Warnung</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="322"/>
        <source>Endurance used</source>
        <translation>Verbrauchte Lebensdauer</translation>
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
        <translation>Verfügbare Reserve</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="324"/>
        <source>Available spare threshold</source>
        <translation>Schwelle der verfügbaren Reserve</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="325"/>
        <source>Power cycles</source>
        <translation>Einschaltvorgänge</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="326"/>
        <source>Unsafe shutdowns</source>
        <translation>Unsichere Abschaltungen</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="327"/>
        <source>Media and data integrity errors</source>
        <translation>Medien- und Datenintegritätsfehler</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="328"/>
        <source>Error log entries</source>
        <translation>Einträge im Fehlerprotokoll</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="329"/>
        <source>Time above warning temperature</source>
        <translation>Zeit über der Warntemperatur</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="329"/>
        <location filename="../ui/healthpage.cpp" line="330"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="330"/>
        <source>Time above critical temperature</source>
        <translation>Zeit über der kritischen Temperatur</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="337"/>
        <source>Data written</source>
        <translation>Geschriebene Daten</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="339"/>
        <source>Data read</source>
        <translation>Gelesene Daten</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="357"/>
        <source>No test of this drive in the library has a temperature yet</source>
        <translation>Noch kein Test dieses Laufwerks in der Bibliothek hat eine Temperatur</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="385"/>
        <source>Test (oldest first)</source>
        <translation>Test (älteste zuerst)</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.cpp" line="390"/>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <location filename="../ui/healthpage.h" line="32"/>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>ds::InterfaceLink</name>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="134"/>
        <source>PCIe %1 x%2 (the drive can do %3 x%4), %5</source>
        <translation>PCIe %1 x%2 (das Laufwerk kann %3 x%4), %5</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="140"/>
        <source>PCIe %1 x%2, %3</source>
        <translation>PCIe %1 x%2, %3</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="148"/>
        <source>SATA %1 Gbit/s (the port can do %2), %3</source>
        <translation>SATA %1 Gbit/s (der Anschluss kann %2), %3</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="150"/>
        <source>SATA %1 Gbit/s, %2</source>
        <translation>SATA %1 Gbit/s, %2</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="155"/>
        <source>USB at %1 Mbit/s, a USB %2 device held to USB 2, %3</source>
        <translation>USB mit %1 Mbit/s, ein USB-%2-Gerät auf USB 2 beschränkt, %3</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="158"/>
        <source>USB at %1 Gbit/s, %2</source>
        <translation>USB mit %1 Gbit/s, %2</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="160"/>
        <source>USB at %1 Mbit/s, %2</source>
        <translation>USB mit %1 Mbit/s, %2</translation>
    </message>
    <message>
        <location filename="../core/model/interfacelink.cpp" line="164"/>
        <source>no link of its own, no ceiling</source>
        <translation>keine eigene Anbindung, keine Obergrenze</translation>
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
        <translation>Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="185"/>
        <source>Pick a drive or the test file, then press F5 to start.</source>
        <translation>Wählen Sie ein Laufwerk oder die Testdatei und drücken Sie F5.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="201"/>
        <source>Interrupted write tests</source>
        <translation>Unterbrochene Schreibtests</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="202"/>
        <source>DriveScope found write tests that had been interrupted:
%1</source>
        <translation>DriveScope hat unterbrochene Schreibtests gefunden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="240"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>Start the test of this page on the selected drive (F5)</source>
        <translation>Den Test dieser Seite auf dem gewählten Laufwerk starten (F5)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="244"/>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="246"/>
        <source>Stop the test; what was measured so far is kept (Esc)</source>
        <translation>Den Test stoppen; das bisher Gemessene bleibt erhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="249"/>
        <source>&amp;Cool-down before tests…</source>
        <translation>&amp;Abkühlen vor den Tests…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="250"/>
        <source>Wait before each test and each repeat until the drive is below a temperature or has been idle for a while</source>
        <translation>Vor jedem Test und jeder Wiederholung warten, bis das Laufwerk unter einer Temperatur liegt oder eine Weile untätig war</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="258"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="262"/>
        <source>Dar&amp;k palette</source>
        <translation>&amp;Dunkle Farben</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="265"/>
        <source>Switch between the light and the dark palette; exported images follow it</source>
        <translation>Zwischen heller und dunkler Farbgebung wechseln; exportierte Bilder folgen ihr</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="267"/>
        <source>&amp;Refresh drives</source>
        <translation>Laufwerke &amp;aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="270"/>
        <source>Go to the &amp;drive list</source>
        <translation>Zur &amp;Laufwerksliste</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="273"/>
        <source>Go to the test &amp;page</source>
        <translation>Zur Test&amp;seite</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="277"/>
        <source>&amp;Open session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="279"/>
        <source>Show the runs of a saved session file in their pages (Ctrl+O)</source>
        <translation>Die Läufe einer gespeicherten Sitzungsdatei auf ihren Seiten zeigen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="285"/>
        <source>&amp;Save session as…</source>
        <translation>Sitzung &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="287"/>
        <source>Write this window&apos;s session to a file of your choice (Ctrl+S)</source>
        <translation>Die Sitzung dieses Fensters in eine Datei Ihrer Wahl schreiben (Strg+S)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="290"/>
        <source>Co&amp;mpare sessions…</source>
        <translation>Sitzungen ver&amp;gleichen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="292"/>
        <source>Put 2 to 8 saved runs side by side: overlaid charts, changes in %, what changed (Ctrl+M)</source>
        <translation>2 bis 8 gespeicherte Läufe nebeneinanderstellen: überlagerte Diagramme, Änderungen in %, was sich geändert hat (Strg+M)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="296"/>
        <source>P&amp;ublish to bench</source>
        <translation>Im Bench ver&amp;öffentlichen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="297"/>
        <source>Put this window&apos;s runs in the bench named on the Bench tab: the library&apos;s index, or a shared PostgreSQL bench</source>
        <translation>Die Läufe dieses Fensters in den Bench auf dem Reiter Bench stellen: den Index der Bibliothek oder einen gemeinsamen PostgreSQL-Bench</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="301"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="303"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="314"/>
        <source>&amp;Run</source>
        <translation>&amp;Test</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="321"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="328"/>
        <source>&amp;Unit</source>
        <translation>&amp;Einheit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="331"/>
        <source>µs (mean latency)</source>
        <translation>µs (mittlere Latenz)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="332"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="341"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>&amp;About DriveScope</source>
        <translation>&amp;Über DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="343"/>
        <source>About DriveScope</source>
        <translation>Über DriveScope</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="344"/>
        <source>&lt;b&gt;DriveScope %1&lt;/b&gt;&lt;p&gt;A disk benchmark for Linux: HD Tach&apos;s surface scan, IOMeter and ATTO sweeps, CrystalDiskMark&apos;s quick suite. Every figure comes with the fio command that checks it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;DriveScope %1&lt;/b&gt;&lt;p&gt;Ein Laufwerks-Benchmark für Linux: der Oberflächenscan von HD Tach, die Messreihen von IOMeter und ATTO, der Schnelltest von CrystalDiskMark. Zu jedem Wert gibt es den fio-Befehl, der ihn prüft.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="349"/>
        <source>Run</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="424"/>
        <source>Cannot show another run</source>
        <translation>Ein anderer Lauf kann nicht gezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="442"/>
        <source>This window&apos;s runs</source>
        <translation>Läufe dieses Fensters</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="462"/>
        <source>This window holds no runs to publish.</source>
        <translation>Dieses Fenster enthält keine Läufe zum Veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="470"/>
        <source>Publish to bench</source>
        <translation>Im Bench veröffentlichen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="483"/>
        <source>Cannot show the run</source>
        <translation>Der Lauf kann nicht gezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="483"/>
        <source>%1 holds no run %2 any more.</source>
        <translation>%1 enthält keinen Lauf %2 mehr.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="509"/>
        <source>Cannot start</source>
        <translation>Start nicht möglich</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="516"/>
        <source>Write test refused</source>
        <translation>Schreibtest abgelehnt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="530"/>
        <source>%1: %2 · cool-down %3</source>
        <translation>%1: %2 · Abkühlen %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="531"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="542"/>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="561"/>
        <source>Stopped; the part measured so far is shown.</source>
        <translation>Gestoppt; das bisher Gemessene wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="701"/>
        <source>Cool-down before tests</source>
        <translation>Abkühlen vor den Tests</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="704"/>
        <source>Cool-down before each test: %1</source>
        <translation>Abkühlen vor jedem Test: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="705"/>
        <source>No cool-down before tests</source>
        <translation>Kein Abkühlen vor den Tests</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="190"/>
        <source>%1 · saved to %2</source>
        <translation>%1 · gespeichert in %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="570"/>
        <source>Cannot open a session</source>
        <translation>Eine Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="424"/>
        <location filename="../ui/mainwindow.cpp" line="570"/>
        <source>Stop the running test first.</source>
        <translation>Stoppen Sie zuerst den laufenden Test.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="368"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="369"/>
        <source>The new language applies when DriveScope starts again, or when you choose it again after the running test.</source>
        <translation>Die neue Sprache gilt, wenn DriveScope neu startet oder wenn Sie sie nach dem laufenden Test erneut wählen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="614"/>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="614"/>
        <source>The test failed</source>
        <translation>Der Test ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>ds::MultiDrivePage</name>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="32"/>
        <source>How long all drives run together.</source>
        <translation>Wie lange alle Laufwerke gemeinsam laufen.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="33"/>
        <source>&amp;Scaling: 1, 2 … N drives</source>
        <translation>&amp;Skalierung: 1, 2 … N Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="39"/>
        <source>/dev/sdb, /dev/sdc, /mnt/data</source>
        <translation>/dev/sdb, /dev/sdc, /mnt/data</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="42"/>
        <source>The drives (or folders, for a test file each) to run at once, separated by commas. They start together, as IOMeter&apos;s workers; the total shows whether the controller or bus keeps up.</source>
        <translation>Die Laufwerke (oder Ordner, für je eine Testdatei), die gleichzeitig laufen, durch Kommas getrennt. Sie starten zusammen, wie die Worker von IOMeter; die Summe zeigt, ob Controller oder Bus mithalten.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="45"/>
        <source>&amp;Add selected</source>
        <translation>Ausgewählte &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="46"/>
        <source>Add the drive selected in the drive list.</source>
        <translation>Das in der Laufwerksliste gewählte Laufwerk hinzufügen.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="60"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="31"/>
        <source>Queue depth per drive: requests each worker keeps in flight.</source>
        <translation>Warteschlangentiefe je Laufwerk: Anfragen, die jeder Worker gleichzeitig offen hält.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="61"/>
        <source>Write (destroys data)</source>
        <translation>Schreiben (löscht Daten)</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="62"/>
        <source>Run the first drive alone, then the first two, and so on, to see where adding drives stops adding speed: a shared controller, expander or bus.</source>
        <translation>Erst das erste Laufwerk allein, dann die ersten beiden und so weiter, um zu sehen, ab wann weitere Laufwerke keinen Durchsatz mehr bringen: ein gemeinsamer Controller, Expander oder Bus.</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="72"/>
        <source>&amp;Targets:</source>
        <translation>&amp;Ziele:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="76"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Blockgröße:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="77"/>
        <source>A&amp;ccess:</source>
        <translation>Z&amp;ugriff:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="78"/>
        <source>&amp;Direction:</source>
        <translation>&amp;Richtung:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="79"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="80"/>
        <source>T&amp;hreads:</source>
        <translation>Thr&amp;eads:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="81"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="82"/>
        <source>D&amp;uration:</source>
        <translation>D&amp;auer:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="83"/>
        <source>Test data:</source>
        <translation>Testdaten:</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="86"/>
        <source>Per drive chart</source>
        <translation>Diagramm je Laufwerk</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="87"/>
        <source>Scaling chart</source>
        <translation>Skalierungsdiagramm</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="108"/>
        <source>Name the drives to run together, separated by commas (or add them from the list).</source>
        <translation>Nennen Sie die gemeinsam zu testenden Laufwerke, durch Kommas getrennt (oder fügen Sie sie aus der Liste hinzu).</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="136"/>
        <source>Mean latency (µs)</source>
        <translation>Mittlere Latenz (µs)</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="199"/>
        <source>%1 µs mean latency</source>
        <translation>%1 µs mittlere Latenz</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="200"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="206"/>
        <source>%1 drives together: %2</source>
        <translation>%1 Laufwerke gemeinsam: %2</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="166"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.h" line="22"/>
        <source>Multi-drive</source>
        <translation>Mehrere Laufwerke</translation>
    </message>
    <message>
        <location filename="../ui/multidrivepage.cpp" line="95"/>
        <source>Per drive and scaling</source>
        <translation>Pro Laufwerk und Skalierung</translation>
    </message>
</context>
<context>
    <name>ds::MultiTargetRunner</name>
    <message>
        <location filename="../core/run/benchmarks/multitarget.cpp" line="97"/>
        <source>no targets given</source>
        <translation>keine Ziele angegeben</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/multitarget.cpp" line="107"/>
        <source>the target %1 was opened read-only</source>
        <translation>das Ziel %1 wurde nur zum Lesen geöffnet</translation>
    </message>
</context>
<context>
    <name>ds::OverTimeTabs</name>
    <message>
        <location filename="../ui/overtimetabs.cpp" line="18"/>
        <source>Over time chart</source>
        <translation>Diagramm des Zeitverlaufs</translation>
    </message>
    <message>
        <location filename="../ui/overtimetabs.cpp" line="20"/>
        <source>Over time</source>
        <translation>Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/overtimetabs.cpp" line="22"/>
        <source>The run against time: the IOPS of each interval, their 99th percentile latency on the right, and the drive&apos;s temperature where it was read. Export draws the tab shown.</source>
        <translation>Der Lauf über der Zeit: die IOPS jedes Intervalls, rechts ihre Latenz im 99. Perzentil und die Temperatur des Laufwerks, wo sie gelesen wurde. Der Export zeichnet den gezeigten Reiter.</translation>
    </message>
</context>
<context>
    <name>ds::PageButtonRows</name>
    <message>
        <location filename="../ui/pageswitcher.cpp" line="42"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
</context>
<context>
    <name>ds::PatternSpec</name>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="252"/>
        <source>mixed-size</source>
        <translation>gemischte Größen</translation>
    </message>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="257"/>
        <source>%1 (%2 % read, %3 % random, %4, loads %5)</source>
        <translation>%1 (%2 % Lesen, %3 % zufällig, %4, Lasten %5)</translation>
    </message>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="264"/>
        <source>access patterns %1; %2 s per load</source>
        <translation>Zugriffsmuster %1; %2 s je Last</translation>
    </message>
</context>
<context>
    <name>ds::PatternTest</name>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="372"/>
        <source>no access pattern to run</source>
        <translation>kein Zugriffsmuster auszuführen</translation>
    </message>
    <message>
        <location filename="../core/model/results/patternresult.cpp" line="382"/>
        <source>access pattern &apos;%1&apos;: %2</source>
        <translation>Zugriffsmuster „%1“: %2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/patternsuite.cpp" line="64"/>
        <source>the pattern %1 cannot run on %2: %3</source>
        <translation>das Muster %1 kann auf %2 nicht laufen: %3</translation>
    </message>
</context>
<context>
    <name>ds::PatternsPage</name>
    <message>
        <location filename="../ui/patternspage.cpp" line="36"/>
        <source>How long each load of each pattern is measured. IOMeter reviews ran minutes; a few seconds give a first picture.</source>
        <translation>Wie lange jede Last jedes Musters gemessen wird. IOMeter-Tests liefen Minuten; einige Sekunden geben ein erstes Bild.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="50"/>
        <source>%1 % read, %2 % random; block sizes (share): %3.%4</source>
        <translation>%1 % Lesen, %2 % zufällig; Blockgrößen (Anteil): %3.%4</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="54"/>
        <source> It writes: on a device you will be asked to type its name.</source>
        <translation> Es schreibt: auf einem Gerät werden Sie gebeten, seinen Namen einzugeben.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="60"/>
        <source>Read-only on devices: the patterns that write are unticked; tick them to write as well (destroys the drive&apos;s data).</source>
        <translation>Auf Geräten nur lesend: die schreibenden Muster sind abgewählt; ankreuzen, um auch zu schreiben (zerstört die Daten des Laufwerks).</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="62"/>
        <source>Outstanding I/Os: how many requests are in flight at once, from a single user (1) to a busy server (64 and more). The rating averages loads 1 to 64; 256 is shown but not counted, as a queue that deep measures caching.</source>
        <translation>Ausstehende E/A: wie viele Anfragen gleichzeitig unterwegs sind, von einem einzelnen Benutzer (1) bis zu einem ausgelasteten Server (64 und mehr). Die Wertung mittelt die Lasten 1 bis 64; 256 wird gezeigt, aber nicht gezählt, da eine so tiefe Warteschlange das Caching misst.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="65"/>
        <source>&amp;Loads:</source>
        <translation>&amp;Lasten:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="66"/>
        <source>T&amp;hreads:</source>
        <translation>Thr&amp;eads:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="67"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="68"/>
        <source>&amp;Duration per load:</source>
        <translation>&amp;Dauer je Last:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="69"/>
        <source>Test data:</source>
        <translation>Testdaten:</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="164"/>
        <source>Mean µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="172"/>
        <source>Max µs</source>
        <translation>Max. µs</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="186"/>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="186"/>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="266"/>
        <source>no rating: %1</source>
        <translation>keine Wertung: %1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="311"/>
        <source>%1 not rated</source>
        <translation>%1 nicht gewertet</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="313"/>
        <source>ratings (%1): %2</source>
        <translation>Wertungen (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="153"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="155"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="164"/>
        <source>Mean ms</source>
        <translation>Mittel ms</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="172"/>
        <source>Max ms</source>
        <translation>Max. ms</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="189"/>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="189"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="76"/>
        <source>Pattern results</source>
        <translation>Ergebnisse der Muster</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="77"/>
        <source>Pattern ratings</source>
        <translation>Wertungen der Muster</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="101"/>
        <source>Tick at least one pattern.</source>
        <translation>Wählen Sie mindestens ein Muster.</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="238"/>
        <source>The drive&apos;s own counters did not confirm this load&apos;s bytes (marked %1).</source>
        <translation>Die eigenen Zähler des Laufwerks haben die Bytes dieser Last nicht bestätigt (markiert mit %1).</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="252"/>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="226"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="261"/>
        <source>%1 rating</source>
        <translation>%1 Wertung</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="262"/>
        <source>1–%1</source>
        <translation>1–%1</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="277"/>
        <source>Rating (mean latency, µs)</source>
        <translation>Wertung (mittlere Latenz, µs)</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="278"/>
        <source>Rating (%1)</source>
        <translation>Wertung (%1)</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="310"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.h" line="26"/>
        <source>Patterns</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location filename="../ui/patternspage.cpp" line="85"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>ds::PlanSettings</name>
    <message>
        <location filename="../core/model/plansettings.cpp" line="24"/>
        <location filename="../core/model/plansettings.cpp" line="175"/>
        <source>the %1 are missing: give at least one</source>
        <translation>die %1 fehlen: geben Sie mindestens einen Wert an</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="28"/>
        <source>the %1 &apos;%2&apos; have an empty element</source>
        <translation>die %1 „%2“ enthalten ein leeres Element</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="34"/>
        <source>the %1 must be whole numbers from %2 to %3, not &apos;%4&apos;</source>
        <translation>die %1 müssen ganze Zahlen von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="47"/>
        <source>loads</source>
        <translation>Lasten</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="54"/>
        <source>queue depths</source>
        <translation>Warteschlangentiefen</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="62"/>
        <source>the smallest block size must be a power of two, not %1</source>
        <translation>die kleinste Blockgröße muss eine Zweierpotenz sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="66"/>
        <source>the largest block size (%1) is below the smallest (%2)</source>
        <translation>die größte Blockgröße (%1) liegt unter der kleinsten (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="69"/>
        <source>the largest block size must be at most %1</source>
        <translation>die größte Blockgröße darf höchstens %1 betragen</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="78"/>
        <source>the deepest queue (%1) is below the shallowest (%2)</source>
        <translation>die tiefste Warteschlange (%1) liegt unter der flachsten (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="90"/>
        <source>a run takes at most %1 targets, not %2</source>
        <translation>ein Lauf nimmt höchstens %1 Ziele, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="100"/>
        <source>the time-series interval must be a number of seconds, not &quot;%1&quot;</source>
        <translation>das Zeitreihenintervall muss eine Zahl von Sekunden sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="113"/>
        <source>the time-series interval must be from %1 to %2 seconds, or 0 for none, not %3</source>
        <translation>das Zeitreihenintervall muss %1 bis %2 Sekunden sein, oder 0 für keines, nicht %3</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="123"/>
        <source>jobs per target must be 1 to %1, not %2</source>
        <translation>Jobs pro Ziel müssen 1 bis %1 sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="158"/>
        <source>the CPU list names %1 CPUs, more than exist</source>
        <translation>die CPU-Liste nennt %1 CPUs, mehr als es gibt</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="163"/>
        <source>there is no CPU %1 to run a job on here (the CPUs are %2)</source>
        <translation>hier gibt es keine CPU %1, auf der ein Job laufen könnte (die CPUs sind %2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="172"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="180"/>
        <source>&apos;%1&apos; is not a CPU or a range of CPUs such as 2-5</source>
        <translation>„%1“ ist keine CPU und kein CPU-Bereich wie 2-5</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="185"/>
        <source>the CPU range &apos;%1&apos; runs backwards</source>
        <translation>der CPU-Bereich „%1“ läuft rückwärts</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="204"/>
        <source>there is no quick-suite profile &apos;%1&apos; (there are %2)</source>
        <translation>es gibt kein Schnelltest-Profil „%1“ (es gibt %2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="211"/>
        <source>the test size must be %1 to %2, not %3</source>
        <translation>die Testgröße muss %1 bis %2 betragen, nicht %3</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="226"/>
        <source>a read &amp; write mix reads 1 to 99 % of its requests, not %1 %</source>
        <translation>eine Lese-/Schreibmischung liest 1 bis 99 % ihrer Anfragen, nicht %1 %</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="238"/>
        <source>the mix &apos;%1&apos; is not a read &amp; write ratio such as R70/W30 (read and write percentages from 1 to 99 that add up to 100)</source>
        <translation>die Mischung „%1“ ist kein Lese-/Schreibverhältnis wie R70/W30 (Lese- und Schreibanteile von 1 bis 99 %, die zusammen 100 ergeben)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="268"/>
        <source>there is no unit &apos;%1&apos; (there are %2)</source>
        <translation>es gibt keine Einheit „%1“ (es gibt %2)</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="277"/>
        <source>%1: expected %2 from %3 to %4, not %5</source>
        <translation>%1: erwartet %2 von %3 bis %4, nicht %5</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="289"/>
        <source>%1: expected %2 from %3 to %4, not &apos;%5&apos;</source>
        <translation>%1: erwartet %2 von %3 bis %4, nicht „%5“</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="298"/>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="299"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="309"/>
        <source>below %1 °C</source>
        <translation>unter %1 °C</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="311"/>
        <source>idle for %1 s</source>
        <translation>%1 s untätig</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="314"/>
        <source>at most %1 s</source>
        <translation>höchstens %1 s</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="337"/>
        <source>the temperature to cool below</source>
        <translation>die Temperatur, unter die abgekühlt wird</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="340"/>
        <source>the idle time before a test</source>
        <translation>die Ruhezeit vor einem Test</translation>
    </message>
    <message>
        <location filename="../core/model/plansettings.cpp" line="342"/>
        <source>the longest cool-down</source>
        <translation>das längste Abkühlen</translation>
    </message>
</context>
<context>
    <name>ds::PrivilegedOpen</name>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="43"/>
        <source>drivescope-helper is not installed at %1</source>
        <translation>drivescope-helper ist nicht unter %1 installiert</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="49"/>
        <source>pkexec (polkit) is not installed</source>
        <translation>pkexec (polkit) ist nicht installiert</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="126"/>
        <source>privileged opening is turned off (DRIVESCOPE_PRIVILEGED_OPEN=none)</source>
        <translation>privilegiertes Öffnen ist abgeschaltet (DRIVESCOPE_PRIVILEGED_OPEN=none)</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="153"/>
        <source>udisks2 is not running</source>
        <translation>udisks2 läuft nicht</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="162"/>
        <source>udisks2 does not know %1%2</source>
        <translation>udisks2 kennt %1 nicht%2</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="175"/>
        <source>udisks2 would not open %1: %2</source>
        <translation>udisks2 hat %1 nicht geöffnet: %2</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="182"/>
        <source>cannot keep the descriptor udisks2 sent: %1</source>
        <translation>der von udisks2 gesendete Deskriptor kann nicht übernommen werden: %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="62"/>
        <source>cannot make a socket for the helper: %1</source>
        <translation>für das Hilfsprogramm kann kein Socket angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="83"/>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="220"/>
        <source>drivescope-helper refused: %1</source>
        <translation>drivescope-helper hat abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="223"/>
        <source>not authorised (pkexec: the password was not given or polkit said no)</source>
        <translation>nicht berechtigt (pkexec: das Passwort wurde nicht eingegeben, oder polkit hat abgelehnt)</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="227"/>
        <source>drivescope-helper sent no descriptor (exit status %1)</source>
        <translation>drivescope-helper hat keinen Deskriptor gesendet (Exit-Status %1)</translation>
    </message>
    <message>
        <location filename="../core/device/privilegedopen.cpp" line="217"/>
        <source>drivescope-helper&apos;s answer was refused: %1</source>
        <translation>die Antwort von drivescope-helper wurde abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>ds::Pts</name>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="30"/>
        <source>the saved PTS run was on %1 (%2 bytes), not on %3: start a new one without --resume</source>
        <translation>der gespeicherte PTS-Lauf war auf %1 (%2 Bytes), nicht auf %3: starten Sie einen neuen ohne --resume</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="36"/>
        <source>the drive at %1 is not the one the saved PTS run was on (serial %2, now %3)</source>
        <translation>das Laufwerk an %1 ist nicht das des gespeicherten PTS-Laufs (Seriennummer %2, jetzt %3)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="40"/>
        <source>the saved PTS run has other settings (%1): resume it with the same ones</source>
        <translation>der gespeicherte PTS-Lauf hat andere Einstellungen (%1): setzen Sie ihn mit denselben fort</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="44"/>
        <source>the saved PTS run on %1 has finished: there is nothing to resume</source>
        <translation>der gespeicherte PTS-Lauf auf %1 ist beendet: es gibt nichts fortzusetzen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="60"/>
        <source>the PTS purges and writes a whole drive: it runs on a block device, not a test file</source>
        <translation>der PTS löscht und beschreibt ein ganzes Laufwerk: er läuft auf einem Blockgerät, nicht auf einer Testdatei</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="64"/>
        <source>%1 of %2 is too little to test: the PTS needs 2 MiB</source>
        <translation>%1 von %2 ist zu wenig zum Testen: der PTS braucht 2 MiB</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="113"/>
        <source>cannot purge %1: discard failed (%2). --purge none runs without a purge, not to the PTS</source>
        <translation>%1 kann nicht gelöscht werden: Discard fehlgeschlagen (%2). --purge none läuft ohne Löschen, dann nicht nach dem PTS</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/pts.cpp" line="122"/>
        <source>refusing to purge %1: it was not named for destruction</source>
        <translation>%1 wird nicht gelöscht: es wurde nicht zur Zerstörung genannt</translation>
    </message>
</context>
<context>
    <name>ds::PtsChart</name>
    <message>
        <location filename="../ui/ptschart.cpp" line="43"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="45"/>
        <source>110 % of the average</source>
        <translation>110 % des Durchschnitts</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="46"/>
        <source>90 % of the average</source>
        <translation>90 % des Durchschnitts</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="48"/>
        <source>Least-squares fit</source>
        <translation>Ausgleichsgerade</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="50"/>
        <source>4 KiB random write IOPS</source>
        <translation>IOPS 4 KiB zufälliges Schreiben</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="52"/>
        <location filename="../ui/ptschart.cpp" line="72"/>
        <source>Mean latency (ms)</source>
        <translation>Mittlere Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="54"/>
        <source>p99 latency (ms)</source>
        <translation>p99-Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="64"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="66"/>
        <source>GB written</source>
        <translation>GB geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="68"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="70"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/ptschart.cpp" line="73"/>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
</context>
<context>
    <name>ds::PtsPage</name>
    <message>
        <location filename="../ui/ptspage.cpp" line="43"/>
        <source>before the purge</source>
        <translation>vor der Bereinigung</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="45"/>
        <source>purged, before the preconditioning</source>
        <translation>bereinigt, vor der Vorkonditionierung</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="47"/>
        <source>preconditioned</source>
        <translation>vorkonditioniert</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="49"/>
        <source>in the rounds</source>
        <translation>in den Runden</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="51"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="77"/>
        <source>Saved run</source>
        <translation>Gespeicherter Lauf</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="79"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="80"/>
        <source>Use its settings</source>
        <translation>Seine Einstellungen übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="81"/>
        <source>Start o&amp;ver</source>
        <translation>Neu be&amp;ginnen</translation>
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
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="93"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="94"/>
        <source>Write saturation</source>
        <translation>Schreibsättigung</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="95"/>
        <source>IOPS: 7 read/write mixes × 8 block sizes. Throughput: sequential 1024 and 128 KiB, read and write. Latency: QD1, 8, 4 and 0.5 KiB × 100/0, 65/35, 0/100. Write saturation: 4 KiB random writes until 4 × the tested capacity is written or the time limit.</source>
        <translation>IOPS: 7 Lese-/Schreibmischungen × 8 Blockgrößen. Durchsatz: sequenziell 1024 und 128 KiB, Lesen und Schreiben. Latenz: QD1, 8, 4 und 0,5 KiB × 100/0, 65/35, 0/100. Schreibsättigung: zufällige 4-KiB-Schreibzugriffe, bis das 4-Fache der getesteten Kapazität geschrieben ist oder das Zeitlimit erreicht ist.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="98"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="99"/>
        <source>Enterprise</source>
        <translation>Enterprise</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="100"/>
        <source>The PTS&apos;s client profile keeps the random I/O to 75 % of the tested capacity at 2 threads × QD16; the enterprise one uses all of it at 4 threads × QD32.</source>
        <translation>Das Client-Profil des PTS beschränkt die zufälligen Zugriffe auf 75 % der getesteten Kapazität bei 2 Threads × QD16; das Enterprise-Profil nutzt sie ganz, bei 4 Threads × QD32.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="105"/>
        <location filename="../ui/ptspage.cpp" line="132"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="106"/>
        <source>How long each measurement of a round lasts; the PTS&apos;s is one minute, so that a round of the IOPS test takes 56 minutes.</source>
        <translation>Wie lange jede Messung einer Runde dauert; beim PTS eine Minute, sodass eine Runde des IOPS-Tests 56 Minuten dauert.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="110"/>
        <source>Rounds at most before the test stops without steady state (the PTS: 25).</source>
        <translation>Höchstzahl der Runden, nach der der Test ohne stationären Zustand endet (beim PTS: 25).</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="114"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="115"/>
        <source>The share of the drive tested, from its start (the PTS: all of it). Preconditioning writes it twice.</source>
        <translation>Der getestete Anteil des Laufwerks, ab seinem Anfang (beim PTS: alles). Die Vorkonditionierung beschreibt ihn zweimal.</translation>
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
        <translation>Discard (TRIM) des ganzen Laufwerks</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="120"/>
        <source>Sanitize</source>
        <translation>Sanitize</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="121"/>
        <source>The drive&apos;s own sanitize command</source>
        <translation>Der Sanitize-Befehl des Laufwerks</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="123"/>
        <source>None (not PTS)</source>
        <translation>Keine (kein PTS)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="124"/>
        <source>No purge: the result is not a PTS result</source>
        <translation>Ohne Purge: das Ergebnis ist kein PTS-Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="125"/>
        <source>How the drive is made fresh before preconditioning: a discard (TRIM) of the whole device, as the PTS wants; the drive&apos;s own sanitize (NVMe block or crypto erase, ATA BLOCK ERASE or CRYPTO SCRAMBLE EXT) or NVMe Format NVM with user data erase, only on a whole NVMe or SATA drive. Without a purge the result says it is not a PTS result.</source>
        <translation>Wie das Laufwerk vor der Vorkonditionierung in den Neuzustand versetzt wird: ein Discard (TRIM) des ganzen Geräts, wie es die PTS verlangt; das Sanitize des Laufwerks selbst (NVMe Block- oder Crypto-Erase, ATA BLOCK ERASE oder CRYPTO SCRAMBLE EXT) oder NVMe Format NVM mit Löschen der Nutzerdaten, nur auf einem ganzen NVMe- oder SATA-Laufwerk. Ohne Bereinigung sagt das Ergebnis, dass es kein PTS-Ergebnis ist.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="133"/>
        <source>Write saturation stops after this much writing if 4 × the tested capacity has not been written by then (the PTS: 24 hours).</source>
        <translation>Die Schreibsättigung endet nach so viel Schreibzeit, wenn bis dahin nicht das 4-Fache der getesteten Kapazität geschrieben ist (beim PTS: 24 Stunden).</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="137"/>
        <source>The seed of the random offsets, as drivescope-cli pts --seed: the same seed draws the same requests in every round and every run.</source>
        <translation>Der Startwert der zufälligen Offsets, wie drivescope-cli pts --seed: derselbe Startwert zieht in jeder Runde und jedem Lauf dieselben Anfragen.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="139"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="140"/>
        <source>Where the run&apos;s state is saved after each step, as drivescope-cli pts --state: empty, ~/.local/share/drivescope/pts/DEVICE.json. A run the CLI saved elsewhere is resumed by naming its file here.</source>
        <translation>Wo der Zustand des Laufs nach jedem Schritt gespeichert wird, wie drivescope-cli pts --state: leer, ~/.local/share/drivescope/pts/GERÄT.json. Einen Lauf, den die CLI anderswo gespeichert hat, setzt man fort, indem man hier seine Datei nennt.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="150"/>
        <source>T&amp;est:</source>
        <translation>&amp;Test:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="151"/>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="153"/>
        <source>&amp;Measurement:</source>
        <translation>&amp;Messung:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="154"/>
        <source>Most r&amp;ounds:</source>
        <translation>Höchstens &amp;Runden:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="155"/>
        <source>&amp;Capacity:</source>
        <translation>&amp;Kapazität:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="156"/>
        <source>P&amp;urge:</source>
        <translation>&amp;Bereinigung:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="157"/>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="158"/>
        <source>See&amp;d:</source>
        <translation>Zufalls&amp;startwert:</translation>
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
        <translation>Zustandsdatei wählen</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="169"/>
        <source>State &amp;file:</source>
        <translation>Zustands&amp;datei:</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="172"/>
        <source>Purges and writes the whole drive, destroying its data: you will be asked to type its name. Test files cannot be purged.</source>
        <translation>Bereinigt und beschreibt das ganze Laufwerk und zerstört seine Daten: Sie werden gebeten, seinen Namen einzugeben. Testdateien lassen sich nicht bereinigen.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="184"/>
        <source>Continue the saved run where it stopped, as drivescope-cli pts --resume does</source>
        <translation>Den gespeicherten Lauf dort fortsetzen, wo er anhielt, wie drivescope-cli pts --resume</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="185"/>
        <source>Set the settings to the saved run&apos;s, so that it can be resumed</source>
        <translation>Die Einstellungen des gespeicherten Laufs übernehmen, damit er fortgesetzt werden kann</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="186"/>
        <source>Discard the saved run and start this one, as drivescope-cli pts --restart</source>
        <translation>Den gespeicherten Lauf verwerfen und diesen starten, wie drivescope-cli pts --restart</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="195"/>
        <source>PTS convergence chart</source>
        <translation>PTS-Konvergenzdiagramm</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="196"/>
        <source>PTS steady-state window chart</source>
        <translation>PTS-Diagramm des Messfensters</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="199"/>
        <source>Convergence</source>
        <translation>Konvergenz</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="200"/>
        <source>Steady-state window</source>
        <translation>Messfenster</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="201"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="256"/>
        <source>The seed must be a whole number, not “%1”.</source>
        <translation>Der Startwert muss eine ganze Zahl sein, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="264"/>
        <source>The PTS purges and writes a whole drive: choose a drive, not the test file.</source>
        <translation>Der PTS bereinigt und beschreibt ein ganzes Laufwerk: Wählen Sie ein Laufwerk, nicht die Testdatei.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="271"/>
        <source>The saved PTS run cannot be resumed with these settings.</source>
        <translation>Der gespeicherte PTS-Lauf kann mit diesen Einstellungen nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="277"/>
        <source>A PTS state is saved in %1 (see Saved run): Start over discards it; Resume continues a stopped run of this drive.</source>
        <translation>In %1 ist ein PTS-Zustand gespeichert (siehe Gespeicherter Lauf): Neu beginnen verwirft ihn; Fortsetzen setzt einen angehaltenen Lauf dieses Laufwerks fort.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="294"/>
        <source>Active range %1 %, %2 × QD%3</source>
        <translation>Aktiver Bereich %1 %, %2 × QD%3</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="353"/>
        <source>The saved PTS state of this drive cannot be read: %1</source>
        <translation>Der gespeicherte PTS-Zustand dieses Laufwerks kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="360"/>
        <source>The state file holds a stopped run on %1: Start over discards it.</source>
        <translation>Die Zustandsdatei enthält einen angehaltenen Lauf auf %1: Neu beginnen verwirft ihn.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="367"/>
        <source>A stopped run (%1) is saved: %2, %n round(s) done, saved %3.</source>
        <translation>
            <numerusform>Ein angehaltener Lauf (%1) ist gespeichert: %2, %n Runde fertig, gespeichert %3.</numerusform>
            <numerusform>Ein angehaltener Lauf (%1) ist gespeichert: %2, %n Runden fertig, gespeichert %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="597"/>
        <source>Write saturation: %1 GB written in %n round(s)</source>
        <translation>
            <numerusform>Schreibsättigung: %1 GB in %n Runde geschrieben</numerusform>
            <numerusform>Schreibsättigung: %1 GB in %n Runden geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="615"/>
        <source>Steady state not reached in %n round(s).</source>
        <translation>
            <numerusform>Stationärer Zustand in %n Runde nicht erreicht.</numerusform>
            <numerusform>Stationärer Zustand in %n Runden nicht erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="625"/>
        <source>%n I/O error(s).</source>
        <translation>
            <numerusform>%n E/A-Fehler.</numerusform>
            <numerusform>%n E/A-Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="379"/>
        <source>Its settings differ from these: use its settings to resume it.</source>
        <translation>Seine Einstellungen weichen von diesen ab: Übernehmen Sie sie, um ihn fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="396"/>
        <source>PTS state file</source>
        <translation>PTS-Zustandsdatei</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="396"/>
        <source>PTS state (*.json)</source>
        <translation>PTS-Zustand (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="453"/>
        <source>Running: purge and preconditioning, then the rounds.</source>
        <translation>Läuft: Bereinigung und Vorkonditionierung, dann die Runden.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="477"/>
        <source>Stopped before the test began.</source>
        <translation>Angehalten, bevor der Test begann.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="529"/>
        <source>Read 100/0 (MB/s)</source>
        <translation>Lesen 100/0 (MB/s)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="529"/>
        <source>Write 0/100 (MB/s)</source>
        <translation>Schreiben 0/100 (MB/s)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>Mean (ms)</source>
        <translation>Mittel (ms)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>p99 (ms)</source>
        <translation>p99 (ms)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <source>p99.99 (ms)</source>
        <translation>p99,99 (ms)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="548"/>
        <source>Max (ms)</source>
        <translation>Max. (ms)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="558"/>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="574"/>
        <source>Written (GB)</source>
        <translation>Geschrieben (GB)</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="600"/>
        <source>, %1 × the tested capacity</source>
        <translation>, das %1-Fache der getesteten Kapazität</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="604"/>
        <source>: 4 × the capacity reached.</source>
        <translation>: das 4-Fache der Kapazität erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="605"/>
        <source>: stopped at the time limit.</source>
        <translation>: beim Zeitlimit beendet.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="610"/>
        <source>Steady state reached in round %1 (window: rounds %2 to %3).</source>
        <translation>Stationärer Zustand in Runde %1 erreicht (Messfenster: Runden %2 bis %3).</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="617"/>
        <source>Round %1 done: steady state not yet reached.</source>
        <translation>Runde %1 fertig: stationärer Zustand noch nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="620"/>
        <source>Stopped: Resume continues it.</source>
        <translation>Angehalten: „Fortsetzen“ setzt ihn fort.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="622"/>
        <source>Not purged: not a PTS result.</source>
        <translation>Nicht bereinigt: kein PTS-Ergebnis.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="629"/>
        <source>The drive&apos;s write cache is off and could not be switched on again: %1.</source>
        <translation>Der Schreibcache des Laufwerks ist aus und konnte nicht wieder eingeschaltet werden: %1.</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="654"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/ptspage.cpp" line="656"/>
        <source>%1 ms mean</source>
        <translation>%1 ms im Mittel</translation>
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
        <translation>das PTS-Profil ist client oder enterprise, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="76"/>
        <source>the PTS test is iops, throughput, latency or wsat, not &quot;%1&quot;</source>
        <translation>der PTS-Test ist iops, throughput, latency oder wsat, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="307"/>
        <source>, at most %1 s</source>
        <translation>, höchstens %1 s</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="294"/>
        <source>write saturation</source>
        <translation>Schreibsättigung</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="292"/>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="290"/>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="134"/>
        <source>the purge is discard, sanitize, format or none, not &quot;%1&quot;</source>
        <translation>das Löschen ist discard, sanitize, format oder none, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="313"/>
        <source>%1, %2 s a measurement, %3 % of the drive</source>
        <translation>%1, %2 s je Messung, %3 % des Laufwerks</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="315"/>
        <source>enterprise</source>
        <translation>Enterprise</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="316"/>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="321"/>
        <source>, purged by the drive&apos;s sanitize</source>
        <translation>, gelöscht mit Sanitize des Laufwerks</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="323"/>
        <source>, purged by the drive&apos;s format</source>
        <translation>, gelöscht mit Format des Laufwerks</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="330"/>
        <source>a measurement lasts 0.1 to 3600 seconds</source>
        <translation>eine Messung dauert 0,1 bis 3600 Sekunden</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="333"/>
        <source>the share of the drive tested is above 0 % and at most 100 %</source>
        <translation>der getestete Anteil des Laufwerks liegt über 0 % und bei höchstens 100 %</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="335"/>
        <source>the most rounds must be %1 to %2</source>
        <translation>die Höchstzahl der Runden muss %1 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../core/model/results/ptsresult.cpp" line="340"/>
        <source>the write saturation&apos;s time limit must be at least one measurement and at most %1 of them</source>
        <translation>das Zeitlimit der Schreibsättigung muss mindestens eine Messung und höchstens %1 davon betragen</translation>
    </message>
</context>
<context>
    <name>ds::PtsState</name>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="45"/>
        <location filename="../core/files/ptsstate.cpp" line="95"/>
        <location filename="../core/files/ptsstate.cpp" line="148"/>
        <source>the PTS state</source>
        <translation>den PTS-Zustand</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="65"/>
        <source>no saved PTS state to resume: %1: %2</source>
        <translation>kein gespeicherter PTS-Zustand zum Fortsetzen: %1: %2</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="70"/>
        <source>refusing to resume from %1: it is not a regular file</source>
        <translation>Fortsetzen aus %1 abgelehnt: keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="72"/>
        <source>a PTS state</source>
        <translation>ein PTS-Zustand</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="99"/>
        <source>%1 is a directory: the PTS needs a file for its state</source>
        <translation>%1 ist ein Verzeichnis: die PTS braucht eine Datei für ihren Zustand</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="117"/>
        <source>%1 is not a PTS state file, and the PTS would write its state over it: name another file for the state</source>
        <translation>%1 ist keine PTS-Zustandsdatei, und die PTS würde ihren Zustand darüber schreiben: nennen Sie eine andere Datei für den Zustand</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="126"/>
        <source>the saved PTS state cannot be read (%1): --restart (Start over in the window) writes a new one over it</source>
        <translation>der gespeicherte PTS-Zustand ist nicht lesbar (%1): --restart (im Fenster: Neu beginnen) schreibt einen neuen darüber</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="133"/>
        <source>a stopped PTS run (%1 on %2, %3 round(s) done) is saved in %4: resume it (--resume, or Resume in the window) or discard it (--restart, or Start over)</source>
        <translation>ein angehaltener PTS-Lauf (%1 auf %2, %3 Runde(n) fertig) ist in %4 gespeichert: setzen Sie ihn fort (--resume, im Fenster Fortsetzen) oder verwerfen Sie ihn (--restart, Neu beginnen)</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="156"/>
        <source>cannot lock the PTS state %1: %2</source>
        <translation>der PTS-Zustand %1 kann nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/files/ptsstate.cpp" line="161"/>
        <source>another PTS run is saving its state in %1: wait for it to end, or name another file for the state</source>
        <translation>ein anderer PTS-Lauf speichert seinen Zustand in %1: warten Sie, bis er endet, oder nennen Sie eine andere Datei für den Zustand</translation>
    </message>
</context>
<context>
    <name>ds::QueueDepthChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="334"/>
        <source>Queue depth (requests in flight)</source>
        <translation>Warteschlangentiefe (laufende Anfragen)</translation>
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
        <translation>Latenz (µs)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="343"/>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="411"/>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="420"/>
        <source>QD %1: not measured</source>
        <translation>QD %1: nicht gemessen</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="421"/>
        <source>QD %1: %2 IOPS · %3 MB/s · mean %4 µs · p50 %5 µs · p99 %6 µs · p99.9 %7 µs</source>
        <translation>QD %1: %2 IOPS · %3 MB/s · Mittel %4 µs · p50 %5 µs · p99 %6 µs · p99,9 %7 µs</translation>
    </message>
</context>
<context>
    <name>ds::QueueDepthPage</name>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="56"/>
        <source>Queue depth chart</source>
        <translation>Warteschlangentiefen-Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="57"/>
        <source>Queue depth figures</source>
        <translation>Werte je Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="58"/>
        <source>The figures of each queue depth: the mean over its repeats. Hover over a point of the chart for the same.</source>
        <translation>Die Werte jeder Warteschlangentiefe: das Mittel über ihre Wiederholungen. Dieselben zeigt der Mauszeiger über einem Punkt des Diagramms.</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="28"/>
        <source>The request size. 4 KiB random is what an operating system and most programs ask of a drive.</source>
        <translation>Die Größe der Anfragen. 4 KiB zufällig ist das, was ein Betriebssystem und die meisten Programme von einem Laufwerk verlangen.</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="33"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="39"/>
        <source>Queue depth (QD) is how many requests are in flight at once: 1 is one program waiting for each read, 32 a busy server. The sweep runs 1, 2, 4 … up to this. A drive&apos;s IOPS grow with QD until its internal parallelism is used up; after that only the latency grows.</source>
        <translation>Die Warteschlangentiefe (QD) ist die Zahl gleichzeitig offener Anfragen: 1 ist ein Programm, das auf jeden Lesevorgang wartet, 32 ein ausgelasteter Server. Die Messreihe läuft 1, 2, 4 … bis zu diesem Wert. Die IOPS eines Laufwerks steigen mit der QD, bis seine innere Parallelität ausgeschöpft ist; danach steigt nur noch die Latenz.</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="26"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Blockgröße:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="32"/>
        <source>&amp;Access:</source>
        <translation>&amp;Zugriff:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="34"/>
        <source>Write (destroys data)</source>
        <translation>Schreiben (löscht Daten)</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="35"/>
        <source>Write: destroys the data on a device</source>
        <translation>Schreiben: löscht die Daten auf einem Gerät</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="36"/>
        <source>&amp;Direction:</source>
        <translation>&amp;Richtung:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="37"/>
        <source>Deepest &amp;queue:</source>
        <translation>&amp;Tiefste Warteschlange:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="44"/>
        <source>T&amp;hreads:</source>
        <translation>Thr&amp;eads:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="45"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="46"/>
        <source>D&amp;uration per depth:</source>
        <translation>D&amp;auer je Tiefe:</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="47"/>
        <source>Test data:</source>
        <translation>Testdaten:</translation>
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
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="52"/>
        <source>Mean µs</source>
        <translation>Mittel µs</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="52"/>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="53"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="54"/>
        <source>p99.9 µs</source>
        <translation>p99,9 µs</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="123"/>
        <source>peak %1 IOPS at QD%2, p99 %3 µs there</source>
        <translation>Spitze %1 IOPS bei QD%2, dort p99 %3 µs</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="50"/>
        <location filename="../ui/queuedepthpage.h" line="20"/>
        <source>Queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location filename="../ui/queuedepthpage.cpp" line="55"/>
        <source>By queue depth</source>
        <translation>Nach Warteschlangentiefe</translation>
    </message>
</context>
<context>
    <name>ds::QuickProfile</name>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="39"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="48"/>
        <source>NVMe SSD</source>
        <translation>NVMe-SSD</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="57"/>
        <source>Peak performance</source>
        <translation>Spitzenleistung</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="64"/>
        <source>Real world performance</source>
        <translation>Alltagsleistung</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="71"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../core/model/quickprofile.cpp" line="83"/>
        <source>Flash (USB stick, SD card)</source>
        <translation>Flash (USB-Stick, SD-Karte)</translation>
    </message>
</context>
<context>
    <name>ds::QuickSuite</name>
    <message>
        <location filename="../core/run/benchmarks/quicksuite.cpp" line="94"/>
        <source>repeats must be at least 1</source>
        <translation>die Zahl der Wiederholungen muss mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/quicksuite.cpp" line="96"/>
        <source>the interval must be zero or more seconds</source>
        <translation>die Pause muss null oder mehr Sekunden betragen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/quicksuite.cpp" line="119"/>
        <source>no quick-suite test &apos;%1&apos; (there are %2)</source>
        <translation>kein Test &apos;%1&apos; im Schnelltest (es gibt %2)</translation>
    </message>
</context>
<context>
    <name>ds::QuickSuitePage</name>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="65"/>
        <source>&amp;Read only</source>
        <translation>Nur &amp;lesen</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="67"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="89"/>
        <source>Best run</source>
        <translation>Bester Lauf</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="90"/>
        <source>Mean of the runs</source>
        <translation>Mittel der Läufe</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="91"/>
        <source>Skip the write tests (on a device they destroy its data).</source>
        <translation>Die Schreibtests auslassen (auf einem Gerät zerstören sie seine Daten).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="103"/>
        <source>Run every test of the suite (F5).</source>
        <translation>Alle Tests des Satzes ausführen (F5).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="211"/>
        <source>Sequential 1 MiB reads and writes, 8 in flight: large-file copying at its best.</source>
        <translation>Sequenzielles Lesen und Schreiben mit 1 MiB, 8 gleichzeitig: Kopieren großer Dateien im besten Fall.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="214"/>
        <source>Sequential 1 MiB with one request at a time: a single program streaming.</source>
        <translation>Sequenziell mit 1 MiB, eine Anfrage nach der anderen: ein einzelnes Programm, das Daten streamt.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="220"/>
        <source>Random 4 KiB with 32 in flight: a busy system or server, where SSDs shine.</source>
        <translation>Zufällig mit 4 KiB, 32 gleichzeitig: ein ausgelastetes System oder ein Server, wo SSDs glänzen.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="226"/>
        <source>Random 4 KiB one at a time: what a desktop feels when it starts programs.</source>
        <translation>Zufällig mit 4 KiB, eine nach der anderen: was ein Desktop beim Starten von Programmen spürt.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="272"/>
        <source>%1 Click to run only this test.</source>
        <translation>%1 Klicken, um nur diesen Test auszuführen.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="111"/>
        <source>Copy as &amp;text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="41"/>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="43"/>
        <source>Real world</source>
        <translation>Praxis</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="45"/>
        <source>Flash (USB, SD)</source>
        <translation>Flash (USB, SD)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="57"/>
        <source>&amp;Mix row:</source>
        <translation>&amp;Mischzeile:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="60"/>
        <source>Seconds measured per run of each test (CrystalDiskMark&apos;s measure time: 5).</source>
        <translation>Gemessene Sekunden je Lauf jedes Tests (Messzeit bei CrystalDiskMark: 5).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="63"/>
        <source>Idle time before each run, so a drive&apos;s write cache can drain (CrystalDiskMark: 5).</source>
        <translation>Pause vor jedem Lauf, damit sich der Schreibcache eines Laufwerks leeren kann (CrystalDiskMark: 5).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="72"/>
        <source>CrystalDiskMark 8&apos;s profiles: which tests run, and the settings they start from. An NVMe drive gets NVMe SSD, any other Default.</source>
        <translation>Die Profile von CrystalDiskMark 8: welche Tests laufen und mit welchen Einstellungen sie beginnen. Ein NVMe-Laufwerk erhält NVMe-SSD, jedes andere Standard.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="78"/>
        <source>The region at the drive&apos;s start the tests work on (CrystalDiskMark: 1 GiB); a smaller target is tested whole.</source>
        <translation>Der Bereich am Anfang des Laufwerks, auf dem die Tests arbeiten (CrystalDiskMark: 1 GiB); ein kleineres Ziel wird ganz getestet.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="81"/>
        <source>R%1/W%2</source>
        <translation>L%1/S%2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="83"/>
        <source>Add a row that reads and writes at once in this ratio (CrystalDiskMark&apos;s Mix mode).</source>
        <translation>Eine Zeile hinzufügen, die gleichzeitig in diesem Verhältnis liest und schreibt (der Mix-Modus von CrystalDiskMark).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="84"/>
        <source>A comment for the text report</source>
        <translation>Ein Kommentar für den Textbericht</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="87"/>
        <source>Runs of each test (CrystalDiskMark&apos;s count: 5); the figure is the best run (CrystalDiskMark&apos;s way) or the mean.</source>
        <translation>Läufe jedes Tests (Anzahl bei CrystalDiskMark: 5); der Wert ist der beste Lauf (wie bei CrystalDiskMark) oder der Mittelwert.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="112"/>
        <source>A plain-text block laid out like CrystalDiskMark&apos;s, to paste into a forum post.</source>
        <translation>Ein Klartextblock im Aufbau von CrystalDiskMark, zum Einfügen in einen Forenbeitrag.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="115"/>
        <source>Nothing to copy yet: run the quick suite first.</source>
        <translation>Noch nichts zu kopieren: erst die Schnelltests laufen lassen.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="120"/>
        <source>Copied the quick suite&apos;s figures as text: paste them into a post.</source>
        <translation>Die Werte der Schnelltests als Text kopiert: zum Einfügen in einen Beitrag.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="125"/>
        <source>Prof&amp;ile:</source>
        <translation>Pr&amp;ofil:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="126"/>
        <source>Test si&amp;ze:</source>
        <translation>Test&amp;größe:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="127"/>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="128"/>
        <source>R&amp;uns:</source>
        <translation>L&amp;äufe:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="129"/>
        <source>&amp;Pause between runs:</source>
        <translation>&amp;Pause zwischen Läufen:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="134"/>
        <source>as the row says</source>
        <translation>wie die Zeile</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="136"/>
        <source>T&amp;hreads:</source>
        <translation>Thr&amp;eads:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="137"/>
        <source>CPUs:</source>
        <translation>CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="138"/>
        <source>Test data:</source>
        <translation>Testdaten:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="142"/>
        <source>C&amp;omment:</source>
        <translation>Komme&amp;ntar:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="143"/>
        <source>&amp;Figure:</source>
        <translation>&amp;Kennzahl:</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="146"/>
        <source>Read-only on devices: untick “Read only” to run the write tests too (destroys the drive&apos;s data).</source>
        <translation>Auf Geräten nur lesend: „Nur lesen“ abwählen, um auch die Schreibtests laufen zu lassen (zerstört die Daten des Laufwerks).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="217"/>
        <source>Sequential 128 KiB with 32 in flight: what an NVMe drive streams with a deep queue.</source>
        <translation>Sequenziell 128 KiB mit 32 gleichzeitig: was ein NVMe-Laufwerk mit tiefer Warteschlange streamt.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="223"/>
        <source>Random 4 KiB, 16 threads with 32 in flight each: the most a fast NVMe drive can be asked.</source>
        <translation>Zufällig 4 KiB, 16 Threads mit je 32 gleichzeitig: das Äußerste, was man von einem schnellen NVMe-Laufwerk verlangen kann.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="233"/>
        <source>Reads and writes at once, in the mix ratio set.</source>
        <translation>Liest und schreibt gleichzeitig, im eingestellten Mischverhältnis.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="276"/>
        <source>%1 A row of the run shown, not of the %2 profile: it cannot run here.</source>
        <translation>%1 Eine Zeile des gezeigten Laufs, nicht des Profils %2: Sie kann hier nicht laufen.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="370"/>
        <location filename="../ui/quicksuitepage.cpp" line="448"/>
        <location filename="../ui/quicksuitepage.cpp" line="451"/>
        <source>Not run.</source>
        <translation>Nicht ausgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="381"/>
        <source>%1 MB/s, %2 IOPS, mean %3 µs%4</source>
        <translation>%1 MB/s, %2 IOPS, Mittel %3 µs%4</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="393"/>
        <source>Kept from the run of %1.</source>
        <translation>Übernommen aus dem Lauf vom %1.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="405"/>
        <source>Read (%1)</source>
        <translation>Lesen (%1)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="406"/>
        <source>Write (%1)</source>
        <translation>Schreiben (%1)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="420"/>
        <source>Runs: %1 %2</source>
        <translation>Durchläufe: %1 %2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="626"/>
        <source>%1 read/write: %2</source>
        <translation>%1 Lesen/Schreiben: %2</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="385"/>
        <source> (stopped early)</source>
        <translation> (vorzeitig gestoppt)</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="422"/>
        <source>Unstable: the runs spread by %1 % (more than %2 %).</source>
        <translation>Instabil: die Durchläufe streuen um %1 % (mehr als %2 %).</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="425"/>
        <source>Spread ±%1 % over %2 runs.</source>
        <translation>Streuung ±%1 % über %2 Durchläufe.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="444"/>
        <location filename="../ui/quicksuitepage.cpp" line="446"/>
        <source>Waiting to run.</source>
        <translation>Wartet auf die Ausführung.</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="473"/>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="473"/>
        <source>This test is running now.</source>
        <translation>Dieser Test läuft gerade.</translation>
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
        <translation>Schnelltest</translation>
    </message>
    <message>
        <location filename="../ui/quicksuitepage.cpp" line="150"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>ds::RunPicker</name>
    <message>
        <location filename="../ui/runpicker.cpp" line="11"/>
        <source>The session holds several runs of this test: choose the one the page shows</source>
        <translation>Die Sitzung enthält mehrere Läufe dieses Tests: wählen Sie den, den die Seite zeigt</translation>
    </message>
    <message>
        <location filename="../ui/runpicker.cpp" line="12"/>
        <source>Run shown</source>
        <translation>Gezeigter Lauf</translation>
    </message>
    <message>
        <location filename="../ui/runpicker.cpp" line="33"/>
        <source>Run %1 of %2 · %3</source>
        <translation>Lauf %1 von %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/runpicker.cpp" line="40"/>
        <source>%1 (run %2 of the session&apos;s %3)</source>
        <translation>%1 (Lauf %2 von %3 der Sitzung)</translation>
    </message>
</context>
<context>
    <name>ds::RunPlan</name>
    <message>
        <location filename="../core/model/runplan.cpp" line="140"/>
        <source>the PTS purges and writes a whole drive: choose a drive, not a test file</source>
        <translation>der PTS bereinigt und beschreibt ein ganzes Laufwerk: Wählen Sie ein Laufwerk, keine Testdatei</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="158"/>
        <source>; access time %1 × %2</source>
        <translation>; Zugriffszeit %1 × %2</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="162"/>
        <source>; burst %1 × %2</source>
        <translation>; Burst %1 × %2</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="32"/>
        <source>%1, %2, %3 s × %4 runs, %5</source>
        <translation>%1, %2, %3 s × %4 Läufe, %5</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="35"/>
        <source>the whole target</source>
        <translation>das ganze Ziel</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="38"/>
        <source>best run</source>
        <translation>bester Lauf</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="39"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="41"/>
        <source>, read only</source>
        <translation>, nur Lesen</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="44"/>
        <source>, mix %1 % read</source>
        <translation>, Mischung %1 % Lesen</translation>
    </message>
    <message>
        <location filename="../core/model/results/quicksuiteresult.cpp" line="47"/>
        <source>, only %1</source>
        <translation>, nur %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="178"/>
        <source>quick suite %1</source>
        <translation>Schnelltest %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="182"/>
        <source>%1 targets at once, %2%3</source>
        <translation>%1 Ziele gleichzeitig, %2%3</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="185"/>
        <source>, scaling 1 … N</source>
        <translation>, Skalierung 1 … N</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="190"/>
        <source>error scan, %1</source>
        <translation>Fehlerprüfung, %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="194"/>
        <source>consistency, %1</source>
        <translation>Konsistenz, %1</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="199"/>
        <source>SNIA PTS, %1, resumed</source>
        <translation>SNIA PTS, %1, fortgesetzt</translation>
    </message>
    <message>
        <location filename="../core/model/runplan.cpp" line="203"/>
        <source>SNIA PTS, %1, the stopped run discarded</source>
        <translation>SNIA PTS, %1, der angehaltene Lauf verworfen</translation>
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
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="34"/>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="42"/>
        <source> · ETA %1</source>
        <translation> · noch %1</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="46"/>
        <source> · %1 MB/s</source>
        <translation> · %1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="48"/>
        <source> · %1 IOPS</source>
        <translation> · %1 IOPS</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="55"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="55"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../ui/runprogressbar.cpp" line="61"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>ds::RunStage</name>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="28"/>
        <source>preparing test file in %1</source>
        <translation>Testdatei in %1 wird vorbereitet</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="30"/>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="32"/>
        <source>zone %1/%2</source>
        <translation>Zone %1/%2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="37"/>
        <source>write %1</source>
        <translation>Schreiben %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="38"/>
        <source>read %1</source>
        <translation>Lesen %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="42"/>
        <source>%1, %2 outstanding</source>
        <translation>%1, %2 ausstehend</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="45"/>
        <source>%1 read &amp; write</source>
        <translation>%1 Lesen &amp; Schreiben</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="46"/>
        <source>%1 write</source>
        <translation>%1 Schreiben</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="47"/>
        <source>%1 read</source>
        <translation>%1 Lesen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="51"/>
        <source>%1 of %2 targets</source>
        <translation>%1 von %2 Zielen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="52"/>
        <source>%1 targets</source>
        <translation>%1 Ziele</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="54"/>
        <source>random access time</source>
        <translation>zufällige Zugriffszeit</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="56"/>
        <source>burst rate</source>
        <translation>Burst-Rate</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="58"/>
        <source>sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="60"/>
        <source>block %1/%2</source>
        <translation>Block %1/%2</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="62"/>
        <source>filling the target</source>
        <translation>Ziel wird gefüllt</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="64"/>
        <source>random writes</source>
        <translation>zufällige Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="67"/>
        <source>cache recovery after %1 s</source>
        <translation>Cache-Erholung nach %1 s</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="72"/>
        <source>cooling down: %1 at %2 °C, waiting for below %3 °C</source>
        <translation>Abkühlen: %1 bei %2 °C, warte auf unter %3 °C</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="77"/>
        <source>waiting for %1 to be idle: %2 of %3 s</source>
        <translation>warte, bis %1 untätig ist: %2 von %3 s</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="84"/>
        <source>purge, %1 %</source>
        <translation>Löschen, %1 %</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="92"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="94"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="85"/>
        <source>purge</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="87"/>
        <source>preconditioning</source>
        <translation>Vorkonditionierung</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/runcontext.cpp" line="90"/>
        <source>round %1/%2, %3</source>
        <translation>Runde %1/%2, %3</translation>
    </message>
</context>
<context>
    <name>ds::SafeSaveFile</name>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="26"/>
        <source>%1 is not a directory</source>
        <translation>%1 ist kein Verzeichnis</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="29"/>
        <source>the directory %1 belongs to user %2, not to %3 (as root, DriveScope writes only in directories root owns: sudo -E keeps another user&apos;s HOME and XDG_DATA_HOME)</source>
        <translation>das Verzeichnis %1 gehört Benutzer %2, nicht %3 (als root schreibt DriveScope nur in Verzeichnisse, die root gehören: sudo -E behält HOME und XDG_DATA_HOME eines anderen Benutzers)</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="34"/>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="35"/>
        <source>you</source>
        <translation>Ihnen</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="40"/>
        <source>others may write to the directory %1, and so swap what is written there</source>
        <translation>andere dürfen in das Verzeichnis %1 schreiben und so vertauschen, was dort geschrieben wird</translation>
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
        <translation>%1 kann nicht nach %2 geschrieben werden: %3</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="85"/>
        <location filename="../core/files/safesavefile.cpp" line="259"/>
        <source>refusing to write %1 to %2: %3</source>
        <translation>%1 wird nicht nach %2 geschrieben: %3</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="103"/>
        <source>refusing to write %1 to %2: it is a symbolic link</source>
        <translation>%1 wird nicht nach %2 geschrieben: es ist ein symbolischer Link</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="107"/>
        <source>refusing to write %1 to %2: it is not a regular file</source>
        <translation>%1 wird nicht nach %2 geschrieben: es ist keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="127"/>
        <source>cannot write %1 to %2: it names a directory</source>
        <translation>%1 kann nicht nach %2 geschrieben werden: es benennt ein Verzeichnis</translation>
    </message>
    <message>
        <location filename="../core/files/safesavefile.cpp" line="228"/>
        <location filename="../core/files/safesavefile.cpp" line="250"/>
        <location filename="../core/files/safesavefile.cpp" line="255"/>
        <source>cannot create the directory %1 for %2: %3</source>
        <translation>das Verzeichnis %1 für %2 kann nicht angelegt werden: %3</translation>
    </message>
</context>
<context>
    <name>ds::SafetyDialog</name>
    <message>
        <location filename="../ui/safetydialog.cpp" line="37"/>
        <source>Destroy the data on %1?</source>
        <translation>Die Daten auf %1 löschen?</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="54"/>
        <source>Device name</source>
        <translation>Gerätename</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="62"/>
        <source>&amp;Destroy and run</source>
        <translation>&amp;Löschen und starten</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="56"/>
        <source>type %1 here</source>
        <translation>%1 hier eingeben</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="21"/>
        <source>This test writes over %1 and destroys everything on it.</source>
        <translation>Dieser Test überschreibt %1 und zerstört alles darauf.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="44"/>
        <source>On it:</source>
        <translation>Darauf:</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="46"/>
        <source>The test: %1</source>
        <translation>Der Test: %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="47"/>
        <source>&lt;p&gt;To go on, type the device&apos;s name (&lt;tt&gt;%1&lt;/tt&gt; or &lt;tt&gt;%2&lt;/tt&gt;):&lt;/p&gt;</source>
        <translation>&lt;p&gt;Um fortzufahren, geben Sie den Namen des Geräts ein (&lt;tt&gt;%1&lt;/tt&gt; oder &lt;tt&gt;%2&lt;/tt&gt;):&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="58"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="82"/>
        <source>Everything on it will be lost.</source>
        <translation>Alles darauf geht verloren.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="87"/>
        <source>This test writes test data over all %1 of %2.</source>
        <translation>Dieser Test schreibt Testdaten über alle %1 von %2.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="89"/>
        <source>This test writes test data over %1.</source>
        <translation>Dieser Test schreibt Testdaten über %1.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="91"/>
        <source>This test writes test data over %1 of %2, from the start of the drive.</source>
        <translation>Dieser Test schreibt Testdaten über %1 von %2, ab dem Anfang des Laufwerks.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="93"/>
        <source>This test writes test data over %1 of %2, from %3 onwards.</source>
        <translation>Dieser Test schreibt Testdaten über %1 von %2, ab %3.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="106"/>
        <source>This test writes %1 of test data in %2 zones spread across %3 of %4.</source>
        <translation>Dieser Test schreibt %1 Testdaten in %2 Zonen, verteilt über %3 von %4.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="108"/>
        <source>This test writes %1 of test data in %2 zones spread across %3.</source>
        <translation>Dieser Test schreibt %1 Testdaten in %2 Zonen, verteilt über %3.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="115"/>
        <source>This test writes test data at places across all %1 of %2 for as long as it runs.</source>
        <translation>Dieser Test schreibt, solange er läuft, Testdaten an Stellen überall auf den %1 von %2.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="118"/>
        <source>This test writes test data at places across %1 for as long as it runs.</source>
        <translation>Dieser Test schreibt, solange er läuft, Testdaten an Stellen überall auf %1.</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="129"/>
        <source>no serial number</source>
        <translation>keine Seriennummer</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="129"/>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="133"/>
        <source>backed by %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="147"/>
        <source>labelled “%1”</source>
        <translation>Bezeichnung „%1“</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="149"/>
        <source>mounted on %1</source>
        <translation>eingehängt in %1</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="151"/>
        <source>in use as swap</source>
        <translation>als Swap in Gebrauch</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="153"/>
        <source>no filesystem known</source>
        <translation>kein Dateisystem bekannt</translation>
    </message>
    <message>
        <location filename="../ui/safetydialog.cpp" line="167"/>
        <source>no partitions and no filesystem found</source>
        <translation>keine Partitionen und kein Dateisystem gefunden</translation>
    </message>
</context>
<context>
    <name>ds::ScalingChart</name>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="526"/>
        <source>Drives alone, summed</source>
        <translation>Laufwerke allein, addiert</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="526"/>
        <source>First drive × count</source>
        <translation>Erstes Laufwerk × Anzahl</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="531"/>
        <source>Aggregate: %1</source>
        <translation>Gesamt: %1</translation>
    </message>
    <message>
        <location filename="../ui/sweepcharts.cpp" line="513"/>
        <source>Drives at once</source>
        <translation>Laufwerke gleichzeitig</translation>
    </message>
</context>
<context>
    <name>ds::SeekChart</name>
    <message>
        <location filename="../ui/surfacechart.cpp" line="253"/>
        <location filename="../ui/surfacechart.cpp" line="256"/>
        <source>Access time (ms)</source>
        <translation>Zugriffszeit (ms)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="255"/>
        <source>Seek distance (GB)</source>
        <translation>Sprungweite (GB)</translation>
    </message>
</context>
<context>
    <name>ds::Session</name>
    <message>
        <location filename="../core/model/session.cpp" line="78"/>
        <source>not a DriveScope session (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>keine DriveScope-Sitzung (kein &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="84"/>
        <source>the session has format version %1, made by a newer DriveScope; this one (%2) reads up to version %3</source>
        <translation>die Sitzung hat die Formatversion %1 und stammt von einem neueren DriveScope; dieses (%2) liest bis Version %3</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="110"/>
        <source>%1 is too large to be a session (%2 bytes)</source>
        <translation>%1 ist zu groß für eine Sitzung (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="117"/>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="125"/>
        <source>%1 is not valid JSON (truncated or damaged?): %2 at byte %3</source>
        <translation>%1 ist kein gültiges JSON (abgeschnitten oder beschädigt?): %2 bei Byte %3</translation>
    </message>
    <message>
        <location filename="../core/model/session.cpp" line="130"/>
        <source>%1 is not a DriveScope session: the JSON is not an object</source>
        <translation>%1 ist keine DriveScope-Sitzung: das JSON ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../core/files/sessionfiles.cpp" line="30"/>
        <source>cannot open the session %1: %2</source>
        <translation>die Sitzung %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/files/sessionfiles.cpp" line="24"/>
        <source>a session</source>
        <translation>eine Sitzung</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="735"/>
        <source>%1 is neither a session nor a drivescope-cli --json result: it has no &quot;test&quot; field</source>
        <translation>%1 ist weder eine Sitzung noch ein Ergebnis von drivescope-cli --json: es hat kein Feld &quot;test&quot;</translation>
    </message>
</context>
<context>
    <name>ds::SessionDocument</name>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="79"/>
        <location filename="../ui/sessiondocument.cpp" line="90"/>
        <source>Cannot show the run</source>
        <translation>Der Lauf kann nicht gezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="79"/>
        <source>No page draws run %1 (%2).</source>
        <translation>Keine Seite zeichnet den Lauf %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="95"/>
        <source>Showing run %1: %2</source>
        <translation>Lauf %1 wird gezeigt: %2</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="125"/>
        <source>The run was not saved</source>
        <translation>Der Lauf wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="172"/>
        <source>The runs were not saved in the library</source>
        <translation>Die Läufe wurden nicht in der Bibliothek gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="195"/>
        <source>%1 no longer holds run %2</source>
        <translation>%1 enthält Lauf %2 nicht mehr</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="200"/>
        <source>The library&apos;s copy of the run was not changed</source>
        <translation>Die Kopie des Laufs in der Bibliothek wurde nicht geändert</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="209"/>
        <source>Cannot save the session</source>
        <translation>Die Sitzung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="213"/>
        <source>Session saved to %1</source>
        <translation>Sitzung gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="224"/>
        <source>Cannot open the session</source>
        <translation>Die Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="263"/>
        <source>
Run %1: %2</source>
        <translation>
Lauf %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sessiondocument.cpp" line="273"/>
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>%1 geöffnet: %n Lauf</numerusform>
            <numerusform>%1 geöffnet: %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sessiondocument.cpp" line="275"/>
        <source>; %n run(s) of tests without a page here</source>
        <translation>
            <numerusform>; %n Lauf eines Tests ohne eigene Seite</numerusform>
            <numerusform>; %n Läufe von Tests ohne eigene Seite</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="279"/>
        <source>Some runs cannot be shown</source>
        <translation>Einige Läufe können nicht gezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="288"/>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="288"/>
        <source>DriveScope sessions (*.json)</source>
        <translation>DriveScope-Sitzungen (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="303"/>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <location filename="../ui/sessiondocument.cpp" line="304"/>
        <source>Sessions, fio JSON output and CrystalDiskMark or KDiskMark reports (*.json *.txt);;All files (*)</source>
        <translation>Sitzungen, JSON-Ausgabe von fio und Berichte von CrystalDiskMark oder KDiskMark (*.json *.txt);;Alle Dateien (*)</translation>
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
        <translation>Zonen %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="136"/>
        <source>the run</source>
        <translation>der Lauf</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="148"/>
        <source>%1 together: </source>
        <translation>%1 gemeinsam: </translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="152"/>
        <source>fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="154"/>
        <source>random writes</source>
        <translation>zufällige Schreibvorgänge</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="161"/>
        <source>%1 read</source>
        <translation>%1 lesen</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="164"/>
        <source>%1 write</source>
        <translation>%1 schreiben</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="203"/>
        <source>%1 random reads of %2</source>
        <translation>%1 zufällige Lesevorgänge zu %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="208"/>
        <source>%1 region</source>
        <translation>Bereich %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="389"/>
        <source>quick suite</source>
        <translation>Schnelltest</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="224"/>
        <source>%1 targets at once, %2</source>
        <translation>%1 Ziele gleichzeitig, %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="233"/>
        <source>scaling over %1 targets, %2</source>
        <translation>Skalierung über %1 Ziele, %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="239"/>
        <source>copy %1 to %2</source>
        <translation>%1 nach %2 kopieren</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="245"/>
        <source>consistency, %1</source>
        <translation>Konsistenz, %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="250"/>
        <source>error scan, %1</source>
        <translation>Fehlerprüfung, %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="258"/>
        <source>SNIA PTS, %1</source>
        <translation>SNIA PTS, %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="273"/>
        <source> on %1</source>
        <translation> auf %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="372"/>
        <source>%1 drives</source>
        <translation>%1 Laufwerke</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="335"/>
        <source>test file</source>
        <translation>Testdatei</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="282"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="282"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="283"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="283"/>
        <source>PB</source>
        <translation>PB</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="336"/>
        <source>test file on %1</source>
        <translation>Testdatei auf %1</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="339"/>
        <source>%1 %2 device</source>
        <translation>%1 %2-Gerät</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="343"/>
        <source>%1 drive</source>
        <translation>%1-Laufwerk</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="364"/>
        <source>%1 on %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="378"/>
        <source>workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="379"/>
        <source>surface scan</source>
        <translation>Oberflächentest</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="380"/>
        <source>random access</source>
        <translation>Zufallszugriff</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="381"/>
        <source>burst rate</source>
        <translation>Burst-Rate</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="382"/>
        <source>HD Tach</source>
        <translation>HD Tach</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="383"/>
        <source>sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="384"/>
        <source>block-size sweep</source>
        <translation>Blockgrößen-Reihe</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="385"/>
        <source>queue-depth sweep</source>
        <translation>Warteschlangentiefen-Reihe</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="386"/>
        <source>access patterns</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="387"/>
        <source>multi-drive</source>
        <translation>Mehrere Laufwerke</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="388"/>
        <source>multi-drive scaling</source>
        <translation>Skalierung über Laufwerke</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="390"/>
        <source>copy test</source>
        <translation>Kopiertest</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="391"/>
        <source>error scan</source>
        <translation>Fehlersuche</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="392"/>
        <source>consistency</source>
        <translation>Konstanz</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="393"/>
        <source>SNIA PTS</source>
        <translation>SNIA PTS</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="409"/>
        <source> (stopped early)</source>
        <translation> (vorzeitig gestoppt)</translation>
    </message>
    <message>
        <location filename="../core/model/sessionrun.cpp" line="411"/>
        <source> (stopped at %1 %)</source>
        <translation> (gestoppt bei %1 %)</translation>
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
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>ds::SurfaceChart</name>
    <message>
        <location filename="../ui/surfacechart.cpp" line="224"/>
        <source>Read MB/s</source>
        <translation>Lesen MB/s</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="224"/>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="78"/>
        <location filename="../ui/surfacechart.cpp" line="92"/>
        <source>Access time (ms)</source>
        <translation>Zugriffszeit (ms)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="44"/>
        <source>Above %1 ms: %2 (longest %3 ms)</source>
        <translation>Über %1 ms: %2 (längste %3 ms)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="86"/>
        <source>Position (GB)</source>
        <translation>Position (GB)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="87"/>
        <source>Position (%)</source>
        <translation>Position (%)</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="90"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/surfacechart.cpp" line="217"/>
        <source>%1 ceiling</source>
        <translation>Obergrenze %1</translation>
    </message>
</context>
<context>
    <name>ds::SurfacePage</name>
    <message>
        <location filename="../ui/surfacepage.cpp" line="31"/>
        <source>&amp;Write (destroys data)</source>
        <translation>&amp;Schreiben (löscht Daten)</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="85"/>
        <source>Random &amp;access time</source>
        <translation>Zufällige &amp;Zugriffszeit</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="92"/>
        <source>&amp;Burst rate</source>
        <translation>&amp;Burst-Rate</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="42"/>
        <source>Transfer rate chart</source>
        <translation>Diagramm der Übertragungsrate</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="43"/>
        <source>Access time by seek distance chart</source>
        <translation>Diagramm der Zugriffszeit nach Sprungweite</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="44"/>
        <source>Transfer rate</source>
        <translation>Übertragungsrate</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="45"/>
        <source>Access time by seek distance</source>
        <translation>Zugriffszeit nach Sprungweite</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="47"/>
        <source>Each random read&apos;s time against how far it jumped from the previous one: a hard disk&apos;s seek curve. Export draws the chart shown.</source>
        <translation>Die Zeit jedes zufälligen Lesevorgangs gegen die Weite des Sprungs vom vorigen: die Positionierkurve einer Festplatte. Der Export zeichnet das gezeigte Diagramm.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="56"/>
        <source>Quick reads a sample at each zone and takes minutes; full reads every byte and takes as long as the drive needs to read itself.</source>
        <translation>Schnell liest eine Probe je Zone und dauert Minuten; voll liest jedes Byte und dauert so lange, wie das Laufwerk braucht, sich selbst zu lesen.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="61"/>
        <source>The drive is cut into this many zones. A hard disk&apos;s outer tracks pass more sectors under the head per turn than its inner ones, so the rate falls from the start to the end; zones show that curve, and dips show slow or remapped areas.</source>
        <translation>Das Laufwerk wird in so viele Zonen geteilt. Die äußeren Spuren einer Festplatte führen je Umdrehung mehr Sektoren unter dem Kopf vorbei als die inneren, daher fällt die Rate vom Anfang zum Ende; die Zonen zeigen diese Kurve, und Einbrüche zeigen langsame oder umgelagerte Bereiche.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="66"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="68"/>
        <source>Bytes read and timed per zone in quick mode. Larger samples smooth the curve and take longer.</source>
        <translation>Im schnellen Modus je Zone gelesene und gemessene Bytes. Größere Proben glätten die Kurve und dauern länger.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="74"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="72"/>
        <source>Short stroke: test only the first part of the drive, as when a partition uses only the fast outer tracks.</source>
        <translation>Kurzhub: nur den ersten Teil des Laufwerks testen, wie wenn eine Partition nur die schnellen äußeren Spuren nutzt.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="78"/>
        <source>Queue depth: how many requests are in flight at once. HD Tach used a few; more keeps an SSD busy, one shows a single program reading.</source>
        <translation>Warteschlangentiefe: wie viele Anfragen gleichzeitig unterwegs sind. HD Tach nutzte wenige; mehr hält eine SSD beschäftigt, eine zeigt ein einzelnes lesendes Programm.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="81"/>
        <source>Write the zones instead of reading them. On a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation>Die Zonen schreiben statt lesen. Auf einem Gerät zerstört das seine Daten, und Sie werden gebeten, seinen Namen einzugeben; eine Testdatei ist sicher.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="86"/>
        <source>Single small reads at random places, one at a time: the time a head needs to seek and wait for the sector. Shown as dots on the second axis.</source>
        <translation>Einzelne kleine Lesevorgänge an zufälligen Stellen, einer nach dem anderen: die Zeit, die ein Kopf zum Positionieren und Warten auf den Sektor braucht. Als Punkte auf der zweiten Achse gezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="90"/>
        <source>How many random reads to time.</source>
        <translation>Wie viele zufällige Lesevorgänge gemessen werden.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="93"/>
        <source>A small region read again and again from the drive&apos;s cache: the speed of the interface, not of the medium.</source>
        <translation>Ein kleiner Bereich, immer wieder aus dem Cache des Laufwerks gelesen: die Geschwindigkeit der Schnittstelle, nicht des Datenträgers.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="58"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="52"/>
        <source>Sampled zones</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="53"/>
        <source>Quick: a sample of each zone is read</source>
        <translation>Schnell: aus jeder Zone wird eine Probe gelesen</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="54"/>
        <source>Every byte</source>
        <translation>Jedes Byte</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="55"/>
        <source>Full: every byte of the range is read</source>
        <translation>Vollständig: jedes Byte des Bereichs wird gelesen</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="59"/>
        <source>&amp;Zones:</source>
        <translation>Z&amp;onen:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="70"/>
        <source>Zone &amp;size:</source>
        <translation>Zonen&amp;größe:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="75"/>
        <source>S&amp;hort stroke:</source>
        <translation>Kurzh&amp;ub:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="76"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="89"/>
        <source>Acc&amp;ess samples:</source>
        <translation>Zugriffs&amp;proben:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="97"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="99"/>
        <source>Average:</source>
        <translation>Durchschnitt:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="100"/>
        <source>Whole drive:</source>
        <translation>Ganzes Laufwerk:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="101"/>
        <source>Minimum:</source>
        <translation>Minimum:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="102"/>
        <source>Maximum:</source>
        <translation>Maximum:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="103"/>
        <source>Burst:</source>
        <translation>Burst:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="104"/>
        <source>Random access:</source>
        <translation>Zufälliger Zugriff:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="105"/>
        <source>CPU:</source>
        <translation>CPU:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="106"/>
        <source>System busy:</source>
        <translation>System ausgelastet:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="107"/>
        <source>Zones:</source>
        <translation>Zonen:</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="108"/>
        <source>DriveScope&apos;s own CPU time during the scan, all its threads, as a share of one core.</source>
        <translation>DriveScopes eigene CPU-Zeit während des Scans, alle Threads, als Anteil eines Kerns.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="109"/>
        <source>The whole machine&apos;s busy share during the scan, other programs included, as HD Tach reports CPU utilization.</source>
        <translation>Die Auslastung des ganzen Rechners während des Scans, andere Programme eingeschlossen, wie HD Tach die CPU-Auslastung angibt.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="111"/>
        <source>The average across the surface: the mean of the zones&apos; rates, each place on the drive counting once, as HD Tach and HD Tune show it.</source>
        <translation>Der Durchschnitt über die Oberfläche: das Mittel der Zonenraten, jede Stelle des Laufwerks zählt einmal, wie HD Tach und HD Tune ihn zeigen.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="113"/>
        <source>All bytes over all time: what reading the whole drive would average. The slow inner zones weigh more, because they take longer.</source>
        <translation>Alle Bytes über die gesamte Zeit: was das Lesen des ganzen Laufwerks im Mittel ergäbe. Die langsamen inneren Zonen wiegen mehr, weil sie länger dauern.</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="224"/>
        <source>average %1 MB/s (whole drive %4), min %2, max %3</source>
        <translation>Durchschnitt %1 MB/s (ganzes Laufwerk %4), min %2, max %3</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="233"/>
        <source>, CPU %1 % of one core, system busy %2 %</source>
        <translation>, CPU %1 % eines Kerns, System ausgelastet %2 %</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="248"/>
        <source>%1 % of one core</source>
        <translation>%1 % eines Kerns</translation>
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
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="230"/>
        <source>, burst %1 MB/s</source>
        <translation>, Burst %1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="232"/>
        <source>, random access %1 ms</source>
        <translation>, zufälliger Zugriff %1 ms</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="240"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="241"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.cpp" line="265"/>
        <location filename="../ui/surfacepage.cpp" line="270"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../ui/surfacepage.h" line="23"/>
        <source>Surface</source>
        <translation>Oberfläche</translation>
    </message>
</context>
<context>
    <name>ds::SurfacePlan</name>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="27"/>
        <source>full surface write, %1 zones, QD%2</source>
        <translation>Oberfläche voll schreiben, %1 Zonen, QD%2</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="28"/>
        <source>full surface read, %1 zones, QD%2</source>
        <translation>Oberfläche voll lesen, %1 Zonen, QD%2</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="32"/>
        <source>surface write, %1 zones of %2, QD%3</source>
        <translation>Oberfläche schreiben, %1 Zonen zu %2, QD%3</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="33"/>
        <source>surface read, %1 zones of %2, QD%3</source>
        <translation>Oberfläche lesen, %1 Zonen zu %2, QD%3</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="39"/>
        <source>, %1 requests</source>
        <translation>, Anfragen zu %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="47"/>
        <source>, the first %1</source>
        <translation>, die ersten %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="50"/>
        <source>, %2 from %1</source>
        <translation>, %2 ab %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="52"/>
        <source>the rest</source>
        <translation>der Rest</translation>
    </message>
</context>
<context>
    <name>ds::SurfaceResult</name>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="212"/>
        <source>all %1 zones confirmed by the device</source>
        <translation>alle %1 Zonen vom Gerät bestätigt</translation>
    </message>
    <message>
        <location filename="../core/model/results/surfaceresult.cpp" line="215"/>
        <source>%1 of %2 zones not confirmed by the device: %3</source>
        <translation>%1 von %2 Zonen nicht vom Gerät bestätigt: %3</translation>
    </message>
</context>
<context>
    <name>ds::SurfaceScan</name>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="163"/>
        <source>the zone count must be 1 to 100000, not %1</source>
        <translation>die Zahl der Zonen muss zwischen 1 und 100000 liegen, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="166"/>
        <source>queue depth must be 1 to %1</source>
        <translation>die Warteschlangentiefe muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="170"/>
        <source>the target %1 was opened read-only</source>
        <translation>das Ziel %1 wurde nur zum Lesen geöffnet</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="173"/>
        <source>block size %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>die Blockgröße %1 ist kein Vielfaches des logischen Sektors des Ziels (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="153"/>
        <source>the range must start on a sector inside the target</source>
        <translation>der Bereich muss an einem Sektor innerhalb des Ziels beginnen</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="190"/>
        <source>the zone size must be a multiple of the target&apos;s %1-byte logical sector</source>
        <translation>die Zonengröße muss ein Vielfaches des logischen Sektors des Ziels (%1 Bytes) sein</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="195"/>
        <source>the range (%1) is smaller than one zone: %2 timed after an untimed read of %3</source>
        <translation>der Bereich (%1) ist kleiner als eine Zone: %2 gemessen nach einem ungemessenen Lesen von %3</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="204"/>
        <source>%1 zones of %2 do not fit in the range (%3) at places of their own: at most %4</source>
        <translation>%1 Zonen zu %2 passen nicht an eigenen Stellen in den Bereich (%3): höchstens %4</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/surfacescan.cpp" line="211"/>
        <source>more zones than sectors in the range</source>
        <translation>mehr Zonen als Sektoren im Bereich</translation>
    </message>
</context>
<context>
    <name>ds::SustainedChart</name>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="29"/>
        <source>Write MB/s</source>
        <translation>Schreiben MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="30"/>
        <source>Write cache ran out</source>
        <translation>Schreibcache erschöpft</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="35"/>
        <source>Written (GB)</source>
        <translation>Geschrieben (GB)</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="36"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedchart.cpp" line="110"/>
        <source>%1 ceiling</source>
        <translation>Obergrenze %1</translation>
    </message>
</context>
<context>
    <name>ds::SustainedPage</name>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="53"/>
        <source>Sustained write chart</source>
        <translation>Diagramm des Dauerschreibens</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="64"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="65"/>
        <source>How much to write. An SSD writes into a fast cache first; to see where it runs out, write more than the cache holds: tens of GiB on a large drive. On a test file the file is made this large.</source>
        <translation>Wie viel geschrieben wird. Eine SSD schreibt zuerst in einen schnellen Cache; um zu sehen, wo er erschöpft ist, mehr schreiben, als er fasst: Dutzende GiB auf einem großen Laufwerk. Eine Testdatei wird so groß angelegt.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="88"/>
        <source>The size of each write request; large sequential writes, as a file copy does.</source>
        <translation>Die Größe jeder Schreibanfrage; große sequenzielle Schreibvorgänge, wie beim Kopieren einer Datei.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="91"/>
        <source>How many writes are in flight at once.</source>
        <translation>Wie viele Schreibvorgänge gleichzeitig unterwegs sind.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="78"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="79"/>
        <source>The rate is sampled this often; each point of the curve is one interval.</source>
        <translation>So oft wird die Rate gemessen; jeder Punkt der Kurve ist ein Intervall.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="84"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Menge:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="86"/>
        <source>&amp;Block size:</source>
        <translation>&amp;Blockgröße:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="90"/>
        <source>&amp;Queue depth:</source>
        <translation>&amp;Warteschlangentiefe:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="92"/>
        <source>Sample &amp;every:</source>
        <translation>Messen &amp;alle:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="93"/>
        <source>none, or 5,30,120</source>
        <translation>keine, oder 5,30,120</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="94"/>
        <source>Cache recovery: after the cliff, pause this many seconds (each in turn) and write again until the rate falls, to see how much of the fast cache came back while the drive was idle.</source>
        <translation>Cache-Erholung: nach dem Einbruch so viele Sekunden pausieren (jede Pause der Reihe nach) und wieder schreiben, bis die Rate fällt, um zu sehen, wie viel vom schnellen Cache in der Ruhezeit zurückkam.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="97"/>
        <source>Re&amp;covery pauses (s):</source>
        <translation>Erholungs&amp;pausen (s):</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="98"/>
        <source>Writes: on a device this destroys its data, and you will be asked to type its name; a test file is safe.</source>
        <translation>Schreibt: auf einem Gerät zerstört das seine Daten, und Sie werden gebeten, seinen Namen einzugeben; eine Testdatei ist sicher.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="103"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="105"/>
        <source>Average:</source>
        <translation>Durchschnitt:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="106"/>
        <source>Written:</source>
        <translation>Geschrieben:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="107"/>
        <source>Cache:</source>
        <translation>Cache:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="108"/>
        <source>Errors:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="109"/>
        <source>Where the rate fell and stayed down: at most 3/4 of the rate before, most of the later samples below the midpoint, and most of the fall right there. A hard disk slowing towards its inner tracks is not called a cliff.</source>
        <translation>Wo die Rate fiel und unten blieb: höchstens 3/4 der Rate davor, die meisten späteren Messungen unter der Mitte, und der größte Teil des Abfalls genau dort. Eine Festplatte, die zu den inneren Spuren hin langsamer wird, gilt nicht als Abbruchkante.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="159"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="161"/>
        <source>Default here: %1 (8 GiB, or half the free space of the test file&apos;s filesystem).</source>
        <translation>Vorgabe hier: %1 (8 GiB, oder die Hälfte des freien Platzes im Dateisystem der Testdatei).</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="162"/>
        <source>Default here: %1 (8 GiB, or all of a smaller drive).</source>
        <translation>Vorgabe hier: %1 (8 GiB, oder ein ganzes kleineres Laufwerk).</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="165"/>
        <source>More than %1 holds (%2): write at most that much.</source>
        <translation>Mehr als %1 fasst (%2): höchstens so viel schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="183"/>
        <source>%1 holds %2; write at most that much.</source>
        <translation>%1 fasst %2; schreiben Sie höchstens so viel.</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="237"/>
        <source>average %1 MB/s over %2 GB</source>
        <translation>Durchschnitt %1 MB/s über %2 GB</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="241"/>
        <source>, cache ran out after %1 GB: %2 → %3 MB/s</source>
        <translation>, Cache nach %1 GB erschöpft: %2 → %3 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="246"/>
        <source>, no cliff</source>
        <translation>, keine Abbruchkante</translation>
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
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="256"/>
        <location filename="../ui/sustainedpage.cpp" line="276"/>
        <source>%1 GB in %2 s</source>
        <translation>%1 GB in %2 s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="260"/>
        <source>ran out after %1 GB (%2 s): %3 → %4 MB/s</source>
        <translation>erschöpft nach %1 GB (%2 s): %3 → %4 MB/s</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="265"/>
        <source>no cliff: the rate held for the whole write</source>
        <translation>keine Abbruchkante: die Rate hielt während des ganzen Schreibens</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="269"/>
        <source>after %1 s idle: %2 GB fast again (%3 %)</source>
        <translation>nach %1 s Leerlauf: %2 GB wieder schnell (%3 %)</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.h" line="27"/>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="54"/>
        <source>Fill level chart</source>
        <translation>Diagramm des Füllstands</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="55"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="56"/>
        <source>Fill level</source>
        <translation>Füllstand</translation>
    </message>
    <message>
        <location filename="../ui/sustainedpage.cpp" line="58"/>
        <source>The write rate against how full the write has made the drive (or the region it writes), from empty to full: where a drive&apos;s cache runs out, and whether it slows down again as it fills. Export draws the chart shown.</source>
        <translation>Die Schreibrate über dem Füllstand, den das Schreiben auf dem Laufwerk (oder dem beschriebenen Bereich) erreicht hat, von leer bis voll: wo der Cache eines Laufwerks ausgeht und ob es beim Füllen wieder langsamer wird. Der Export zeichnet das gezeigte Diagramm.</translation>
    </message>
</context>
<context>
    <name>ds::SustainedPlan</name>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="21"/>
        <source>%1 written in %2 requests, QD%3, a sample every %4 s</source>
        <translation>%1 geschrieben in Anfragen zu %2, QD%3, ein Messwert alle %4 s</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="26"/>
        <source>, from %1</source>
        <translation>, ab %1</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="32"/>
        <source>, recovery after %1 s idle</source>
        <translation>, Erholung nach %1 s Leerlauf</translation>
    </message>
</context>
<context>
    <name>ds::SustainedWrite</name>
    <message>
        <location filename="../core/run/benchmarks/sustainedwrite.cpp" line="44"/>
        <source>the write (%1) is larger than %2 (%3)</source>
        <translation>der Schreibvorgang (%1) ist größer als %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="203"/>
        <source>cache-recovery pauses are seconds from 0 to 86400, separated by commas (5,30,120), not &quot;%1&quot;</source>
        <translation>Pausen der Cache-Erholung sind Sekunden von 0 bis 86400, durch Kommas getrennt (5,30,120), nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/model/results/sustainedresult.cpp" line="209"/>
        <source>at most %1 cache-recovery pauses, not %2</source>
        <translation>höchstens %1 Pausen der Cache-Erholung, nicht %2</translation>
    </message>
</context>
<context>
    <name>ds::SweepRunner</name>
    <message>
        <location filename="../core/model/results/sweepresult.cpp" line="115"/>
        <source>the sweep has no points (is the range empty?)</source>
        <translation>die Messreihe hat keine Punkte (ist der Bereich leer?)</translation>
    </message>
    <message>
        <location filename="../core/model/results/sweepresult.cpp" line="119"/>
        <source>sweep block size %1 is out of range (1 B to 1 GiB)</source>
        <translation>die Blockgröße %1 der Messreihe liegt außerhalb des Bereichs (1 B bis 1 GiB)</translation>
    </message>
    <message>
        <location filename="../core/model/results/sweepresult.cpp" line="123"/>
        <source>sweep queue depth %1 is out of range (1 to %2)</source>
        <translation>die Warteschlangentiefe %1 der Messreihe liegt außerhalb des Bereichs (1 bis %2)</translation>
    </message>
</context>
<context>
    <name>ds::SweepTable</name>
    <message>
        <location filename="../ui/sweeptable.cpp" line="100"/>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <location filename="../ui/sweeptable.cpp" line="116"/>
        <source>The drive&apos;s own counters did not confirm this point&apos;s bytes (marked %1): a cache, the filesystem&apos;s compression or zero data answered part of them.</source>
        <translation>Die eigenen Zähler des Laufwerks haben die Bytes dieses Punkts nicht bestätigt (markiert mit %1): ein Cache, die Kompression des Dateisystems oder Nulldaten haben einen Teil davon beantwortet.</translation>
    </message>
    <message>
        <location filename="../ui/sweeptable.cpp" line="128"/>
        <source>Unstable: the runs spread by %1 % (more than %2 %): %3 MB/s.</source>
        <translation>Instabil: die Durchläufe streuen um %1 % (mehr als %2 %): %3 MB/s.</translation>
    </message>
    <message>
        <location filename="../ui/sweeptable.cpp" line="131"/>
        <source>Spread ±%1 % over %2 runs: %3 MB/s.</source>
        <translation>Streuung ±%1 % über %2 Durchläufe: %3 MB/s.</translation>
    </message>
</context>
<context>
    <name>ds::Target</name>
    <message>
        <location filename="../core/device/target.cpp" line="110"/>
        <location filename="../core/device/target.cpp" line="113"/>
        <location filename="../core/device/target.cpp" line="153"/>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="115"/>
        <source>%1 is not a block device</source>
        <translation>%1 ist kein Blockgerät</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="136"/>
        <source>cannot open %1: permission denied, and raw access was not granted: %2</source>
        <translation>%1 kann nicht geöffnet werden: Zugriff verweigert, und direkter Zugriff wurde nicht gewährt: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="145"/>
        <source>refusing to write to %1: it is in use (an exclusive open failed: %2)</source>
        <translation>Schreiben auf %1 abgelehnt: es ist in Benutzung (exklusives Öffnen gescheitert: %2)</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="149"/>
        <source>cannot open %1: %2. Run as a user with access to the device, or benchmark a test file on its filesystem instead</source>
        <translation>%1 kann nicht geöffnet werden: %2. Starten Sie als Benutzer mit Zugriff auf das Gerät, oder messen Sie stattdessen eine Testdatei auf seinem Dateisystem</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="158"/>
        <source>refusing to use %1: it changed while it was being opened</source>
        <translation>%1 wird nicht verwendet: es hat sich beim Öffnen geändert</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="177"/>
        <source>cannot read the size of %1: %2</source>
        <translation>die Größe von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="179"/>
        <source>%1 has a size of zero (an empty card reader or a detached loop device?)</source>
        <translation>%1 hat die Größe null (ein leerer Kartenleser oder ein gelöstes Loop-Gerät?)</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="291"/>
        <source>a test file must be at least 1 MiB</source>
        <translation>eine Testdatei muss mindestens 1 MiB groß sein</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="297"/>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="303"/>
        <source>refusing to use %1: it already exists and is not a directory or a block device. Give a directory, or a new file name, and DriveScope makes its own test file there</source>
        <translation>%1 wird nicht verwendet: es existiert bereits und ist weder Verzeichnis noch Blockgerät. Geben Sie ein Verzeichnis oder einen neuen Dateinamen an, und DriveScope legt dort seine eigene Testdatei an</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="309"/>
        <source>cannot create a test file at %1: %2 does not exist</source>
        <translation>kann keine Testdatei unter %1 anlegen: %2 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="313"/>
        <source>cannot create a test file at %1: %2 is not a directory</source>
        <translation>an %1 kann keine Testdatei angelegt werden: %2 ist kein Verzeichnis</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="326"/>
        <source>cannot create the test file %1: %2</source>
        <translation>die Testdatei %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="380"/>
        <source>no room for a %1-byte test file on %2: free some space or pass a smaller --file-size</source>
        <translation>kein Platz für eine Testdatei von %1 Bytes auf %2: schaffen Sie Platz oder wählen Sie eine kleinere Testdatei</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="386"/>
        <source>cannot allocate the test file %1: %2</source>
        <translation>für die Testdatei %1 kann kein Platz reserviert werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="399"/>
        <source>cancelled while filling the test file; it has been removed</source>
        <translation>beim Füllen der Testdatei abgebrochen; sie wurde entfernt</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="406"/>
        <source>cannot fill the test file %1: %2</source>
        <translation>die Testdatei %1 kann nicht gefüllt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="415"/>
        <source>cannot sync the test file %1: %2</source>
        <translation>die Testdatei %1 kann nicht synchronisiert werden: %2</translation>
    </message>
    <message>
        <location filename="../core/device/target.cpp" line="75"/>
        <source>refusing to discard %1: it was not named for destruction</source>
        <translation>Discard auf %1 verweigert: es wurde nicht zur Zerstörung freigegeben</translation>
    </message>
</context>
<context>
    <name>ds::TargetNames</name>
    <message>
        <location filename="../core/device/targetnames.cpp" line="21"/>
        <source>%1 %2 is not valid UTF-8 (its undecodable bytes are shown as %3): it cannot be opened by that name; rename it, or use a link with a valid name</source>
        <translation>%1 %2 ist kein gültiges UTF-8 (die nicht lesbaren Bytes erscheinen als %3): unter diesem Namen lässt es sich nicht öffnen; benennen Sie es um oder verwenden Sie einen Link mit gültigem Namen</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="62"/>
        <source>the same block device</source>
        <translation>dasselbe Blockgerät</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="64"/>
        <source>the same directory</source>
        <translation>dasselbe Verzeichnis</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="66"/>
        <source>the same file</source>
        <translation>dieselbe Datei</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="70"/>
        <source>the same new test file</source>
        <translation>dieselbe neue Testdatei</translation>
    </message>
    <message>
        <location filename="../core/device/targetnames.cpp" line="81"/>
        <source>%1 and %2 are one target (%3); each target may be given once</source>
        <translation>%1 und %2 sind ein und dasselbe Ziel (%3); jedes Ziel darf nur einmal angegeben werden</translation>
    </message>
</context>
<context>
    <name>ds::TargetOpener</name>
    <message>
        <location filename="../core/device/targetopener.cpp" line="48"/>
        <source>--allow-destroy=%1 does not match the targets (%2): it is not the same device as any of them</source>
        <translation>--allow-destroy=%1 passt nicht zu den Zielen (%2): es ist keines dieser Geräte</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="60"/>
        <source>%1 is not a block device (%2)</source>
        <translation>%1 ist kein Blockgerät (%2)</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="62"/>
        <source>wrong kind of file</source>
        <translation>falsche Art von Datei</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="63"/>
        <source>no such device</source>
        <translation>kein solches Gerät</translation>
    </message>
    <message>
        <location filename="../core/device/targetopener.cpp" line="80"/>
        <source>no target chosen</source>
        <translation>kein Ziel gewählt</translation>
    </message>
</context>
<context>
    <name>ds::TemperatureLines</name>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="54"/>
        <source>Temperature (°C)</source>
        <translation>Temperatur (°C)</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="62"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="65"/>
        <source>Warning %1</source>
        <translation>Warnung %1</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="68"/>
        <source>Critical %1</source>
        <translation>Kritisch %1</translation>
    </message>
    <message>
        <location filename="../ui/temperaturelines.cpp" line="71"/>
        <source>Throttled at %1</source>
        <translation>Gedrosselt bei %1</translation>
    </message>
</context>
<context>
    <name>ds::TestPage</name>
    <message>
        <location filename="../ui/testpage.cpp" line="48"/>
        <location filename="../ui/testpage.cpp" line="65"/>
        <source>test file in %1</source>
        <translation>Testdatei in %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="86"/>
        <source>nothing selected: pick a drive or the test file</source>
        <translation>nichts gewählt: ein Laufwerk oder die Testdatei wählen</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="88"/>
        <source>test file in %1 (%2)</source>
        <translation>Testdatei in %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="100"/>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="116"/>
        <source> (stopped early)</source>
        <translation> (vorzeitig gestoppt)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="121"/>
        <location filename="../ui/testpage.cpp" line="162"/>
        <source>not confirmed: %1</source>
        <translation>nicht bestätigt: %1</translation>
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
        <translation>Die eigenen E/A-Zähler des Laufwerks bestätigen die Bytes hinter diesen Werten.</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="168"/>
        <source>The drive&apos;s own I/O counters saw less than 90 % of the bytes behind these figures (marked %1): a cache, the filesystem&apos;s compression or zero data answered the rest. See the caveats.</source>
        <translation>Die eigenen E/A-Zähler des Laufwerks sahen weniger als 90 % der Bytes hinter diesen Werten (markiert mit %1): den Rest beantworteten ein Cache, die Kompression des Dateisystems oder Nulldaten. Siehe die Hinweise.</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="203"/>
        <source>Start surface scan</source>
        <translation>Oberflächentest starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="205"/>
        <source>Start block-size sweep</source>
        <translation>Blockgrößen-Reihe starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="207"/>
        <source>Start queue-depth sweep</source>
        <translation>Warteschlangen-Reihe starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="209"/>
        <source>Start pattern test</source>
        <translation>Mustertest starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="211"/>
        <source>Start quick suite</source>
        <translation>Schnelltests starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="213"/>
        <source>Start multi-drive test</source>
        <translation>Mehrlaufwerkstest starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="215"/>
        <source>Start sustained write</source>
        <translation>Dauerschreiben starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="217"/>
        <source>Start error scan</source>
        <translation>Fehlerprüfung starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="219"/>
        <source>Start consistency test</source>
        <translation>Konsistenztest starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="221"/>
        <source>Start PTS</source>
        <translation>PTS starten</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="223"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="235"/>
        <location filename="../ui/testpage.cpp" line="435"/>
        <source>Runs on: %1</source>
        <translation>Läuft auf: %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="259"/>
        <location filename="../ui/testpage.cpp" line="352"/>
        <source>Start this page&apos;s test on the target above (F5)</source>
        <translation>Den Test dieser Seite auf dem Ziel oben starten (F5)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="311"/>
        <source>Choose a drive or the test file first.</source>
        <translation>Wählen Sie zuerst ein Laufwerk oder die Testdatei.</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="348"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="351"/>
        <source>Stop the test; what was measured so far is kept (Esc)</source>
        <translation>Den Test stoppen; das bisher Gemessene bleibt erhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="361"/>
        <source>Result of: %1 (running)</source>
        <translation>Ergebnis von: %1 (läuft)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="367"/>
        <source>Result of: %1 (%2)</source>
        <translation>Ergebnis von: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="369"/>
        <source>Result of: %1</source>
        <translation>Ergebnis von: %1</translation>
    </message>
    <message>
        <location filename="../ui/testpage.cpp" line="371"/>
        <source>(not the selected drive&apos;s: press Start to measure that one)</source>
        <translation>(nicht das gewählte Laufwerk: Start misst dieses)</translation>
    </message>
</context>
<context>
    <name>ds::TimelineChart</name>
    <message>
        <location filename="../ui/timelinechart.cpp" line="32"/>
        <source>IOPS per interval</source>
        <translation>IOPS je Intervall</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="33"/>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="34"/>
        <source>Scored average</source>
        <translation>Gewerteter Mittelwert</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="38"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
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
        <translation>p99-Latenz (µs)</translation>
    </message>
    <message>
        <location filename="../ui/timelinechart.cpp" line="219"/>
        <source>p99 latency (ms)</source>
        <translation>p99-Latenz (ms)</translation>
    </message>
</context>
<context>
    <name>ds::UserFile</name>
    <message>
        <location filename="../core/files/userfile.cpp" line="130"/>
        <source>%1 is a device, not %2</source>
        <translation>%1 ist ein Gerät, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="36"/>
        <location filename="../core/files/userfile.cpp" line="134"/>
        <source>%1 is too large to be %2 (more than %3 bytes)</source>
        <translation>%1 ist zu groß für %2 (mehr als %3 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="72"/>
        <source>%1 became shorter while it was read</source>
        <translation>%1 wurde beim Lesen kürzer</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="209"/>
        <source>refusing to write %1 over %2: it is a DriveScope session, whose runs would be lost; choose another name</source>
        <translation>%1 wird nicht über %2 geschrieben: das ist eine DriveScope-Sitzung, deren Läufe verloren gingen; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="68"/>
        <location filename="../core/files/userfile.cpp" line="54"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="38"/>
        <source>cannot read stdin</source>
        <translation>die Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="44"/>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/files/userfile.cpp" line="132"/>
        <source>%1 is a directory, not %2</source>
        <translation>%1 ist ein Verzeichnis, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/files/lazyuserfile.cpp" line="44"/>
        <location filename="../core/files/userfile.cpp" line="92"/>
        <source>%1 is too large for the free memory: reading it takes up to %2 MB, and %3 MB are available</source>
        <translation>%1 ist zu groß für den freien Speicher: das Lesen braucht bis zu %2 MB, und %3 MB sind frei</translation>
    </message>
</context>
<context>
    <name>ds::Workload</name>
    <message>
        <location filename="../core/model/workload.cpp" line="87"/>
        <source>the test data must be random or zero, not &apos;%1&apos;</source>
        <translation>die Testdaten müssen random oder zero sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="189"/>
        <source>read share must be 0 to 100 %, not %1</source>
        <translation>der Leseanteil muss zwischen 0 und 100 % liegen, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="192"/>
        <source>random share must be 0 to 100 %, not %1</source>
        <translation>der Zufallsanteil muss zwischen 0 und 100 % liegen, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="194"/>
        <source>queue depth must be 1 to %1, not %2</source>
        <translation>die Warteschlangentiefe muss zwischen 1 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="200"/>
        <source>the completion batch (%1) cannot be larger than the queue depth (%2)</source>
        <translation>der Abschluss-Stapel (%1) kann nicht größer als die Warteschlangentiefe (%2) sein</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="205"/>
        <source>the run needs a duration above zero or a byte count above zero</source>
        <translation>der Lauf braucht eine Dauer über null oder eine Bytezahl über null</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="208"/>
        <source>the duration must be a finite number of seconds</source>
        <translation>die Dauer muss eine endliche Zahl von Sekunden sein</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="210"/>
        <source>the warm-up must be zero or more seconds</source>
        <translation>die Aufwärmphase muss null oder mehr Sekunden betragen</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="212"/>
        <source>repeats must be at least 1</source>
        <translation>die Zahl der Wiederholungen muss mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="215"/>
        <source>no block size given</source>
        <translation>keine Blockgröße angegeben</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="218"/>
        <source>a block size of zero bytes</source>
        <translation>eine Blockgröße von null Bytes</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="220"/>
        <source>block size %1 is larger than 1 GiB</source>
        <translation>die Blockgröße %1 ist größer als 1 GiB</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="223"/>
        <source>block size %1 is not a multiple of the target&apos;s %2-byte logical sector: direct I/O needs whole sectors</source>
        <translation>die Blockgröße %1 ist kein Vielfaches des logischen Sektors des Ziels (%2 Bytes): direkte E/A braucht ganze Sektoren</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="231"/>
        <source>alignment %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>die Ausrichtung %1 ist kein Vielfaches des logischen Sektors des Ziels (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="236"/>
        <source>region offset %1 is not a multiple of the target&apos;s %2-byte logical sector</source>
        <translation>der Bereichsanfang %1 ist kein Vielfaches des logischen Sektors des Ziels (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="242"/>
        <source>region offset %1 is beyond the end of the target (%2 bytes)</source>
        <translation>der Bereichsanfang %1 liegt hinter dem Ende des Ziels (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="247"/>
        <source>region %1 + %2 runs past the end of the target (%3 bytes)</source>
        <translation>der Bereich %1 + %2 reicht über das Ende des Ziels hinaus (%3 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="253"/>
        <source>the region (%1 bytes) is smaller than the block size %2</source>
        <translation>der Bereich (%1 Bytes) ist kleiner als die Blockgröße %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="257"/>
        <source>the region (%1 bytes) is too small to give each of %2 sequential jobs a stretch of one %3 request</source>
        <translation>der Bereich (%1 Bytes) ist zu klein, um jedem der %2 sequenziellen Jobs einen Abschnitt für eine Anfrage von %3 zu geben</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="265"/>
        <source>the byte count (%1) is smaller than one %2 request</source>
        <translation>die Bytezahl (%1) ist kleiner als eine Anfrage zu %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="336"/>
        <source>a block-size mix holds at most %1 sizes (as fio&apos;s bssplit), not %2</source>
        <translation>eine Mischung von Blockgrößen enthält höchstens %1 Größen (wie fios bssplit), nicht %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="344"/>
        <source>a block-size share is a weight above 0 and at most %1, not %2</source>
        <translation>ein Anteil einer Blockgröße ist ein Gewicht über 0 und höchstens %1, nicht %2</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="366"/>
        <source>the block-size shares make %1; fio&apos;s bssplit, which checks the figures, takes whole percentages of 1 or more: give shares such as %2</source>
        <translation>die Anteile der Blockgrößen ergeben %1; fios bssplit, mit dem sich die Werte prüfen lassen, nimmt nur ganze Prozente ab 1: geben Sie Anteile wie %2 an</translation>
    </message>
</context>
<context>
    <name>ds::WorkloadResult</name>
    <message>
        <location filename="../core/model/results/results.cpp" line="393"/>
        <source>reads for %1 s, a plan fio did not record</source>
        <translation>Lesen für %1 s, ein Plan, den fio nicht festhielt</translation>
    </message>
    <message>
        <location filename="../core/model/results/results.cpp" line="395"/>
        <source>writes for %1 s, a plan fio did not record</source>
        <translation>Schreiben für %1 s, ein Plan, den fio nicht festhielt</translation>
    </message>
    <message>
        <location filename="../core/model/results/results.cpp" line="398"/>
        <source>%1 % reads for %2 s, a plan fio did not record</source>
        <translation>%1 % Lesen für %2 s, ein Plan, den fio nicht festhielt</translation>
    </message>
</context>
<context>
    <name>ds::WorkloadRunner</name>
    <message>
        <location filename="../core/run/benchmarks/workloadrunner.cpp" line="55"/>
        <source>cannot run job %1 on CPU %2: %3</source>
        <translation>Job %1 kann nicht auf CPU %2 laufen: %3</translation>
    </message>
    <message>
        <location filename="../core/run/benchmarks/workloadrunner.cpp" line="155"/>
        <source>the target %1 was opened read-only</source>
        <translation>das Ziel %1 wurde nur zum Lesen geöffnet</translation>
    </message>
</context>
<context>
    <name>ds::WorkloadSpec</name>
    <message>
        <location filename="../core/model/workload.cpp" line="53"/>
        <source>mixed-size</source>
        <translation>gemischte Größen</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="54"/>
        <source>sequential</source>
        <translation>sequenziell</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="55"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="56"/>
        <source>%1 % random</source>
        <translation>%1 % zufällig</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="57"/>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="58"/>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="59"/>
        <source>%1 % read</source>
        <translation>%1 % Lesen</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="61"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="64"/>
        <source>%1 %2 %3, QD%4, %5</source>
        <translation>%1 %2 %3, QD%4, %5</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="69"/>
        <source>, %1 jobs</source>
        <translation>, %1 Jobs</translation>
    </message>
    <message>
        <location filename="../core/model/workload.cpp" line="71"/>
        <source>, zero data</source>
        <translation>, Nulldaten</translation>
    </message>
</context>
<context>
    <name>ds::WriteJournal</name>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="37"/>
        <source>an interrupted write test on %1 (journal %2)</source>
        <translation>ein unterbrochener Schreibtest auf %1 (Journal %2)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="41"/>
        <source>the block at offset %1 (%2 bytes)</source>
        <translation>der Block bei Offset %1 (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="44"/>
        <source>a block whose place was in the damaged part</source>
        <translation>ein Block, dessen Lage im beschädigten Teil stand</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="45"/>
        <source>%1 is DAMAGED: %2. It was not replayed and is kept: %3 of %4 may not hold its original data. The original bytes saved before the test wrote there start at byte 8192 of the journal. Check that region of %4 (or restore it from a backup); once it is right, delete the journal by hand: rm &apos;%5&apos;</source>
        <translation>%1 ist BESCHÄDIGT: %2. Es wurde nicht eingespielt und bleibt erhalten: %3 von %4 enthält womöglich nicht mehr die ursprünglichen Daten. Die vor dem Schreiben gesicherten ursprünglichen Bytes beginnen bei Byte 8192 des Journals. Prüfen Sie diesen Bereich von %4 (oder stellen Sie ihn aus einer Sicherung wieder her); stimmt er, löschen Sie das Journal von Hand: rm &apos;%5&apos;</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="52"/>
        <source>%1 could NOT be repaired: %2. The journal is kept and tried again at the next start</source>
        <translation>%1 konnte NICHT repariert werden: %2. Das Journal bleibt erhalten und wird beim nächsten Start erneut versucht</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="56"/>
        <source>%1 had no block pending: the device is as it was; journal removed</source>
        <translation>%1 hatte keinen offenen Block: das Gerät ist wie zuvor; Journal entfernt</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="60"/>
        <source>%1: the block at offset %2 (%3 bytes) already held its original bytes, verified; journal removed</source>
        <translation>%1: der Block an Offset %2 (%3 Bytes) enthielt bereits seine ursprünglichen Bytes, geprüft; Journal entfernt</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="65"/>
        <source>%1 was repaired: the block at offset %2 (%3 bytes) was restored from the journal and verified; journal removed</source>
        <translation>%1 wurde repariert: der Block an Offset %2 (%3 Bytes) wurde aus dem Journal wiederhergestellt und geprüft; Journal entfernt</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="115"/>
        <source>%1 is no longer the device the journal was written for (size or sector size differ)</source>
        <translation>%1 ist nicht mehr das Gerät, für das das Journal geschrieben wurde (Größe oder Sektorgröße weichen ab)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="124"/>
        <source>%1 is now another drive (serial or backing file differ)</source>
        <translation>%1 ist jetzt ein anderes Laufwerk (Seriennummer oder zugrunde liegende Datei weichen ab)</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="133"/>
        <source>cannot read %1 at offset %2: %3</source>
        <translation>%1 kann an Offset %2 nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="146"/>
        <source>the block at offset %1 of %2 holds data that is neither the original nor DriveScope&apos;s check pattern (sector at %3): another program wrote there, or this is another device; nothing was written</source>
        <translation>der Block an Offset %1 von %2 enthält Daten, die weder das Original noch das Prüfmuster von DriveScope sind (Sektor bei %3): ein anderes Programm hat dort geschrieben, oder es ist ein anderes Gerät; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="160"/>
        <source>cannot write %1 at offset %2: %3</source>
        <translation>%1 kann an Offset %2 nicht geschrieben werden: %3</translation>
    </message>
    <message>
        <location filename="../core/device/journalreplay.cpp" line="168"/>
        <source>the restored block at offset %1 of %2 did not read back as written</source>
        <translation>der wiederhergestellte Block an Offset %1 von %2 las sich nicht wie geschrieben zurück</translation>
    </message>
</context>
<context>
    <name>ds::WriteSafety</name>
    <message>
        <location filename="../core/device/writesafety.cpp" line="35"/>
        <source>refusing to write to %1: a write test destroys the data on the device. If that is what you want, name it: --allow-destroy=%1</source>
        <translation>Schreiben auf %1 abgelehnt: ein Schreibtest zerstört die Daten auf dem Gerät. Wenn Sie das wollen, nennen Sie es: --allow-destroy=%1</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="28"/>
        <source>refusing to write: %1 is not a block device</source>
        <translation>Schreiben abgelehnt: %1 ist kein Blockgerät</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="44"/>
        <source>refusing to write to %1: --allow-destroy names %2, which is not the same device</source>
        <translation>Schreiben auf %1 abgelehnt: --allow-destroy nennt %2, das nicht dasselbe Gerät ist</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="72"/>
        <source>%1 shares its backing file with %2, which is in use (an exclusive open failed)</source>
        <translation>%1 teilt seine Sicherungsdatei mit %2, das belegt ist (ein exklusives Öffnen schlug fehl)</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="85"/>
        <source>refusing to write to %1: it is not in the drive list, so its use cannot be checked</source>
        <translation>Schreiben auf %1 abgelehnt: es steht nicht in der Laufwerksliste, seine Benutzung kann also nicht geprüft werden</translation>
    </message>
    <message>
        <location filename="../core/device/writesafety.cpp" line="111"/>
        <source>refusing to write to %1: %2</source>
        <translation>Schreiben auf %1 abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>DriveScope: disk benchmark with live transfer-rate, latency and IOPS charts.</source>
        <translation>DriveScope: Laufwerks-Benchmark mit Live-Diagrammen für Übertragungsrate, Latenz und IOPS.</translation>
    </message>
</context>
</TS>
