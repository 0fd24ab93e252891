#include "device/devicehelper.h"

int main(int argc, char* argv[]) { return ds::runDeviceHelper(argc, argv); }
