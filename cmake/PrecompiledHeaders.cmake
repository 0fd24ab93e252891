# Precompiled headers: most of a translation unit's parse time here is the Qt and standard headers,
# and GCC then has to read them again for every file. Measured on this project (asan preset, GCC 12,
# CPU seconds): mainwindow.cpp 24.1 -> 21.8, drivelistwidget.cpp 8.8 -> 6.5, tst_uiexport.cpp
# 24.5 -> 18.4, tst_session.cpp 26.0 -> 23.9; making one header costs 9 to 12 s.
#
# The lists hold only headers most files include anyway. A precompiled header is force-included,
# so it could hide a missing #include: the dev preset builds without them (DRIVESCOPE_PCH=OFF)
# and catches that.
#
# A target that reuses another's header must be compiled with the same options and define at
# least the same macros (GCC checks it and silently parses the headers again otherwise).
option(DRIVESCOPE_PCH "Precompile the common Qt and standard headers" OFF)

set(DRIVESCOPE_PCH_CORE
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QFile> <QFileInfo> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QObject> <QRegularExpression> <QString> <QStringList>
    <algorithm> <atomic> <cmath> <cstdint> <functional> <memory> <optional> <vector>)
set(DRIVESCOPE_PCH_WIDGETS ${DRIVESCOPE_PCH_CORE}
    <QApplication> <QChart> <QChartView> <QComboBox> <QFormLayout> <QLabel> <QLineSeries> <QPushButton>
    <QSettings> <QSpinBox> <QValueAxis> <QVBoxLayout> <QWidget>)
set(DRIVESCOPE_PCH_TEST
    <QElapsedTimer> <QProcess> <QSignalSpy> <QStandardPaths> <QTemporaryDir> <QTest> <QThread>)

# drivescope_precompile(TARGET HEADERS...): TARGET gets its own precompiled header of HEADERS.
function(drivescope_precompile target)
    if(DRIVESCOPE_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# drivescope_precompile_reuse(TARGET FROM): TARGET uses FROM's precompiled header.
function(drivescope_precompile_reuse target from)
    if(DRIVESCOPE_PCH)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()

# drivescope_precompile_directory(DIR HEADERS...): every library made under DIR (and its subfolders)
# gets its own precompiled header, so the folders' CMakeLists.txt need not know about it.
function(drivescope_precompile_directory dir)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(type STREQUAL "STATIC_LIBRARY" OR type STREQUAL "OBJECT_LIBRARY" OR type STREQUAL "SHARED_LIBRARY")
            drivescope_precompile(${target} ${ARGN})
        endif()
    endforeach()
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(subdir IN LISTS subdirs)
        drivescope_precompile_directory(${subdir} ${ARGN})
    endforeach()
endfunction()
