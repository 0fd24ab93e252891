// Runs a program and prints its exit status and its own peak resident memory (wait4's ru_maxrss):
//   drivescope_measure_rss PROGRAM [ARGUMENTS...]      prints "status N maxrss_kib K" on stdout
// The program's stdout goes to /dev/null; stdin and stderr are this one's. The tests' runMeasured
// goes through it because exec counts the memory of the process that forked into the new program's
// peak: a test holding a few hundred megabytes (AddressSanitizer's quarantine, sessions it built)
// would show in every child's figure. This program holds next to nothing when it forks.

#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char* argv[])
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s PROGRAM [ARGUMENTS...]\n", argv[0]);
        return 2;
    }
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid < 0)
        return 2;
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (null >= 0)
            dup2(null, STDOUT_FILENO);
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    while (wait4(pid, &status, 0, &usage) < 0)
        ;
    std::printf("status %d maxrss_kib %ld\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1, usage.ru_maxrss);
    return 0;
}
