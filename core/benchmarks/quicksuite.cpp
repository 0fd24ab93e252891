#include "quicksuite.h"

namespace ds {

std::vector<QuickSuiteEntry> quickSuiteEntries(double secondsPerTest, unsigned repeats, uint64_t seed)
{
    struct Shape {
        const char* name;
        uint32_t blockBytes;
        unsigned randomPercent;
        unsigned queueDepth;
    };
    static const Shape shapes[] = {
        { "SEQ1M Q8T1", 1u << 20, 0, 8 },
        { "SEQ1M Q1T1", 1u << 20, 0, 1 },
        { "RND4K Q32T1", 4096, 100, 32 },
        { "RND4K Q1T1", 4096, 100, 1 },
    };
    std::vector<QuickSuiteEntry> entries;
    for (const Shape& shape : shapes) {
        QuickSuiteEntry entry;
        entry.name = QString::fromLatin1(shape.name);
        WorkloadSpec spec;
        spec.blockSizes.front().bytes = shape.blockBytes;
        spec.randomPercent = shape.randomPercent;
        spec.queueDepth = shape.queueDepth;
        spec.durationSeconds = secondsPerTest;
        spec.warmupSeconds = std::min(1.0, secondsPerTest / 5);
        spec.repeats = repeats;
        spec.seed = seed;
        entry.read = spec;
        entry.read.readPercent = 100;
        entry.write = spec;
        entry.write.readPercent = 0;
        entries.push_back(entry);
    }
    return entries;
}

} // namespace ds
