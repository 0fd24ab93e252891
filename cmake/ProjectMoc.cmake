# moc with only the project's own include paths.
#
# AUTOMOC hands moc every include path of the target, Qt's and the standard library's too, and moc reads
# each header it can find there to expand macros, though no class of ours needs one of theirs: about a
# second per file, 135 s of CPU in a cold build (39 s without). Without them it writes the same code
# (every generated file compared when this was introduced) but for an #include a Qt header asks for
# (Q_MOC_INCLUDE), which only Qt's own classes need; a type our classes need complete is ours to include.

get_target_property(DRIVESCOPE_QT_MOC Qt6::moc IMPORTED_LOCATION)
if(NOT DRIVESCOPE_QT_MOC)
    get_target_property(DRIVESCOPE_QT_MOC Qt6::moc LOCATION)
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/project-moc.sh.in ${CMAKE_BINARY_DIR}/tools/project-moc @ONLY
               FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ
                                WORLD_EXECUTE)

# Every target in `directory` and below that runs AUTOMOC uses it.
function(drivescope_use_project_moc directory)
    get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
        get_target_property(automoc ${target} AUTOMOC)
        if(automoc)
            set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE ${CMAKE_BINARY_DIR}/tools/project-moc)
        endif()
    endforeach()
    get_property(subdirectories DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    foreach(subdirectory IN LISTS subdirectories)
        drivescope_use_project_moc(${subdirectory})
    endforeach()
endfunction()
