<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ds::BenchBars</name>
    <message numerus="yes">
        <location filename="../ui/benchbars.cpp" line="162"/>
        <source>%1 %2, the %3 of %n run(s)</source>
        <translation>
            <numerusform>%1 %2, the %3 of %n run</numerusform>
            <numerusform>%1 %2, the %3 of %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::BenchHistoryDialog</name>
    <message numerus="yes">
        <location filename="../ui/benchhistorydialog.cpp" line="65"/>
        <source>%1 · serial %2: %n run(s)</source>
        <translation>
            <numerusform>%1 · serial %2: %n run</numerusform>
            <numerusform>%1 · serial %2: %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::BenchPage</name>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="358"/>
        <location filename="../ui/benchpage.cpp" line="465"/>
        <location filename="../ui/benchpage.cpp" line="579"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="464"/>
        <location filename="../ui/benchpage.cpp" line="563"/>
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n drive</numerusform>
            <numerusform>%n drives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="546"/>
        <source>The library&apos;s bench is up to date: %n run(s) added</source>
        <translation>
            <numerusform>The library&apos;s bench is up to date: %n run added</numerusform>
            <numerusform>The library&apos;s bench is up to date: %n runs added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="540"/>
        <source>Published to %1: %n run(s) added</source>
        <translation>
            <numerusform>Published to %1: %n run added</numerusform>
            <numerusform>Published to %1: %n runs added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="541"/>
        <source>, %n already there</source>
        <translation>
            <numerusform>, %n already there</numerusform>
            <numerusform>, %n already there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/benchpage.cpp" line="543"/>
        <source>; %n run(s) queued until the bench can be reached (%1)</source>
        <translation>
            <numerusform>; %n run queued until the bench can be reached (%1)</numerusform>
            <numerusform>; %n runs queued until the bench can be reached (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::CompareWindow</name>
    <message numerus="yes">
        <location filename="../ui/comparewindow.cpp" line="221"/>
        <source>Loading %n file(s)…</source>
        <translation>
            <numerusform>Loading %n file…</numerusform>
            <numerusform>Loading %n files…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::ErrorScanPage</name>
    <message numerus="yes">
        <location filename="../ui/errorscanpage.cpp" line="172"/>
        <source>%n failed read(s)</source>
        <translation>
            <numerusform>%n failed read</numerusform>
            <numerusform>%n failed reads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::ExportActions</name>
    <message numerus="yes">
        <location filename="../ui/exportactions.cpp" line="148"/>
        <source>Copied as a fio job file (%n job(s)); save it and run: fio FILE</source>
        <translation>
            <numerusform>Copied as a fio job file (%n job); save it and run: fio FILE</numerusform>
            <numerusform>Copied as a fio job file (%n jobs); save it and run: fio FILE</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/exportactions.cpp" line="204"/>
        <source>Saved the report of %n run(s) as %1</source>
        <translation>
            <numerusform>Saved the report of %n run as %1</numerusform>
            <numerusform>Saved the report of %n runs as %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::PtsPage</name>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="367"/>
        <source>A stopped run (%1) is saved: %2, %n round(s) done, saved %3.</source>
        <translation>
            <numerusform>A stopped run (%1) is saved: %2, %n round done, saved %3.</numerusform>
            <numerusform>A stopped run (%1) is saved: %2, %n rounds done, saved %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="597"/>
        <source>Write saturation: %1 GB written in %n round(s)</source>
        <translation>
            <numerusform>Write saturation: %1 GB written in %n round</numerusform>
            <numerusform>Write saturation: %1 GB written in %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="615"/>
        <source>Steady state not reached in %n round(s).</source>
        <translation>
            <numerusform>Steady state not reached in %n round.</numerusform>
            <numerusform>Steady state not reached in %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ptspage.cpp" line="625"/>
        <source>%n I/O error(s).</source>
        <translation>
            <numerusform>%n I/O error.</numerusform>
            <numerusform>%n I/O errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ds::SessionDocument</name>
    <message numerus="yes">
        <location filename="../ui/sessiondocument.cpp" line="273"/>
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>Opened %1: %n run</numerusform>
            <numerusform>Opened %1: %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/sessiondocument.cpp" line="275"/>
        <source>; %n run(s) of tests without a page here</source>
        <translation>
            <numerusform>; %n run of tests without a page here</numerusform>
            <numerusform>; %n runs of tests without a page here</numerusform>
        </translation>
    </message>
</context>
</TS>
