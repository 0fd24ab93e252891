#include "model/quickprofile.h"

#include "model/wording.h"

#include <QCoreApplication>

namespace ds {

QString QuickRowShape::name() const
{
    const QString size = blockBytes >= (1u << 20) && blockBytes % (1u << 20) == 0
        ? QStringLiteral("%1M").arg(blockBytes >> 20)
        : QStringLiteral("%1K").arg(blockBytes >> 10);
    return QStringLiteral("%1%2 Q%3T%4")
        .arg(random ? QStringLiteral("RND") : QStringLiteral("SEQ"), size)
        .arg(queueDepth)
        .arg(threads);
}

namespace {

    constexpr uint32_t kMiB = 1u << 20;
    const QuickRowShape kSeq1MQ8T1 { false, kMiB, 8, 1 };
    const QuickRowShape kSeq1MQ1T1 { false, kMiB, 1, 1 };
    const QuickRowShape kSeq128KQ32T1 { false, 128u << 10, 32, 1 };
    const QuickRowShape kRnd4KQ32T1 { true, 4096, 32, 1 };
    const QuickRowShape kRnd4KQ32T16 { true, 4096, 32, 16 };
    const QuickRowShape kRnd4KQ1T1 { true, 4096, 1, 1 };

    std::vector<QuickProfileSpec> makeProfiles()
    {
        // The rows are CrystalDiskMark 8's (its settings dialog's "Default" and "NVMe SSD Ver.8" presets;
        // its Peak, Real World and Demo profiles run rows 5-6, 7-8 and 9 of the preset in use). Its
        // defaults: 1 GiB, 5 runs, 5 s measured, 5 s interval.
        std::vector<QuickProfileSpec> profiles;
        QuickProfileSpec spec;
        spec.profile = QuickProfile::Default;
        spec.key = "default";
        spec.title = QT_TRANSLATE_NOOP("ds::QuickProfile", "Default");
        spec.rows = { kSeq1MQ8T1, kSeq1MQ1T1, kRnd4KQ32T1, kRnd4KQ1T1 };
        // CrystalDiskMark's Mix mode adds a mixed column to every row; DriveScope adds one mixed row, and
        // its shape (the profile's deepest random row, the one a mixed server load resembles) is ours.
        spec.mix = kRnd4KQ32T1;
        profiles.push_back(spec);

        spec.profile = QuickProfile::Nvme;
        spec.key = "nvme";
        spec.title = QT_TRANSLATE_NOOP("ds::QuickProfile", "NVMe SSD");
        spec.rows = { kSeq1MQ8T1, kSeq128KQ32T1, kRnd4KQ32T16, kRnd4KQ1T1 };
        spec.mix = kRnd4KQ32T16;
        profiles.push_back(spec);

        // Peak Performance: CrystalDiskMark's rows with its NVMe preset (with its Default preset the
        // random row is RND4K Q32T1); the deepest load a drive is quoted at.
        spec.profile = QuickProfile::Peak;
        spec.key = "peak";
        spec.title = QT_TRANSLATE_NOOP("ds::QuickProfile", "Peak performance");
        spec.rows = { kSeq1MQ8T1, kRnd4KQ32T16 };
        spec.mix = kRnd4KQ32T16;
        profiles.push_back(spec);

        spec.profile = QuickProfile::RealWorld;
        spec.key = "real-world";
        spec.title = QT_TRANSLATE_NOOP("ds::QuickProfile", "Real world performance");
        spec.rows = { kSeq1MQ1T1, kRnd4KQ1T1 };
        spec.mix = kRnd4KQ1T1;
        profiles.push_back(spec);

        spec.profile = QuickProfile::Demo;
        spec.key = "demo";
        spec.title = QT_TRANSLATE_NOOP("ds::QuickProfile", "Demo");
        spec.rows = { kSeq1MQ8T1 };
        spec.mix = kSeq1MQ8T1;
        profiles.push_back(spec);

        // Not CrystalDiskMark's: USB sticks and SD cards. The Default rows, so that figures compare, but
        // short runs on a small region and long pauses: a stick's write cache is small and it slows down
        // when warm, so long runs measure its throttling and short pauses carry one test's backlog into
        // the next. 2 s, 30 s (one of CrystalDiskMark's interval choices), 3 runs and 256 MiB are our
        // choice, not a published profile.
        spec.profile = QuickProfile::Flash;
        spec.key = "flash";
        spec.title = QT_TRANSLATE_NOOP("ds::QuickProfile", "Flash (USB stick, SD card)");
        spec.rows = { kSeq1MQ8T1, kSeq1MQ1T1, kRnd4KQ32T1, kRnd4KQ1T1 };
        spec.mix = kRnd4KQ1T1;
        spec.measureSeconds = 2;
        spec.intervalSeconds = 30;
        spec.count = 3;
        spec.testBytes = uint64_t { 256 } << 20;
        profiles.push_back(spec);
        return profiles;
    }

} // namespace

const std::vector<QuickProfileSpec>& quickProfiles()
{
    static const std::vector<QuickProfileSpec> profiles = makeProfiles();
    return profiles;
}

const QuickProfileSpec& quickProfileSpec(QuickProfile profile)
{
    for (const QuickProfileSpec& spec : quickProfiles())
        if (spec.profile == profile)
            return spec;
    return quickProfiles().front();
}

QString quickProfileKey(QuickProfile profile) { return QLatin1String(quickProfileSpec(profile).key); }

QString quickProfileTitle(QuickProfile profile, bool translated)
{
    return wording(translated, "ds::QuickProfile", quickProfileSpec(profile).title);
}

QuickProfile quickProfileForDrive(const DriveFacts* drive)
{
    if (drive && drive->transport == QLatin1String("nvme"))
        return QuickProfile::Nvme;
    return QuickProfile::Default;
}

QString quickMixRowName(const QuickRowShape& shape) { return QStringLiteral("MIX ") + shape.name(); }

} // namespace ds
