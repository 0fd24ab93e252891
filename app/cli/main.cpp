#include "cli/cli.h"

int main(int argc, char* argv[]) { return ds::runCli(argc, argv); }
