// Every page's settings, now kept by the shared settings form, are saved under the keys
// earlier versions wrote (so a user's saved settings still load) and come back in a new window.

#include "blocksizepage.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "surfacepage.h"
#include "sustainedpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace ds;

class TestUiPageSettings : public QObject {
    Q_OBJECT
private slots:
    void keysAndRoundTrip_data();
    void keysAndRoundTrip();
    void missingKeysKeepDefaults();
    void deviceDefaultSavesTheTestFileChoice();
    void threadsAndDataReachThePlan();

private:
    QTemporaryDir m_dir;
};

namespace {
// Changes the page's settings away from their defaults; describes what it set, to compare after.
using Change = std::function<void(TestPage*)>;
using Describe = std::function<QStringList(TestPage*)>;

QString text(const QSpinBox* box) { return QString::number(box->value()); }
QString text(const QDoubleSpinBox* box) { return QString::number(box->value()); }
QString text(const QComboBox* box) { return box->currentText(); }
QString text(const QCheckBox* box) { return box->isChecked() ? QStringLiteral("on") : QStringLiteral("off"); }
QString text(const QLineEdit* edit) { return edit->text(); }

struct PageCase {
    std::function<TestPage*()> make;
    QStringList keys; // what the page wrote before the settings form
    Change change;
    Describe describe;
};

QStringList names(std::initializer_list<const char*> keys)
{
    QStringList list;
    for (const char* key : keys)
        list += QString::fromLatin1(key);
    return list;
}

template <typename Page> Page* as(TestPage* page) { return static_cast<Page*>(page); }

QMap<QString, PageCase> cases()
{
    QMap<QString, PageCase> all;
    all[QStringLiteral("surface")] = { [] { return new SurfacePage; },
        names(
            { "mode", "zones", "zoneMiB", "shortStrokePercent", "queueDepth", "accessTime", "accessSamples", "burst" }),
        [](TestPage* p) {
            auto* page = as<SurfacePage>(p);
            page->zonesBox()->setValue(77);
            page->zoneSizeBox()->setCurrentIndex(5);
            page->accessBox()->setChecked(false);
            page->accessSamplesBox()->setValue(321);
            page->burstBox()->setChecked(false);
        },
        [](TestPage* p) {
            auto* page = as<SurfacePage>(p);
            return QStringList { text(page->zonesBox()), text(page->zoneSizeBox()), text(page->accessBox()),
                text(page->accessSamplesBox()), text(page->burstBox()) };
        } };
    all[QStringLiteral("block size")] = { [] { return new BlockSizePage; },
        names({ "from", "to", "random", "queueDepth", "duration", "showIops", "showCpu", "attoExport", "threads",
            "cpus", "data" }),
        [](TestPage* p) {
            auto* page = as<BlockSizePage>(p);
            page->fromBox()->setCurrentIndex(3);
            page->toBox()->setCurrentIndex(10);
            page->durationBox()->setValue(4.5);
            page->iopsBox()->setChecked(true);
        },
        [](TestPage* p) {
            auto* page = as<BlockSizePage>(p);
            return QStringList { text(page->fromBox()), text(page->toBox()), text(page->durationBox()),
                text(page->iopsBox()) };
        } };
    all[QStringLiteral("queue depth")] = { [] { return new QueueDepthPage; },
        names({ "blockSize", "random", "maxDepth", "duration", "threads", "cpus", "data" }),
        [](TestPage* p) {
            auto* page = as<QueueDepthPage>(p);
            page->maxDepthBox()->setValue(64);
            page->durationBox()->setValue(1.5);
        },
        [](TestPage* p) {
            auto* page = as<QueueDepthPage>(p);
            return QStringList { text(page->maxDepthBox()), text(page->durationBox()) };
        } };
    all[QStringLiteral("patterns")]
        = { [] { return new PatternsPage; }, names({ "patterns", "loads", "duration", "threads", "cpus", "data" }),
              [](TestPage* p) {
                  auto* page = as<PatternsPage>(p);
                  page->loadsEdit()->setText(QStringLiteral("2,8"));
                  page->durationBox()->setValue(7);
                  page->patternBoxes().front()->setChecked(false);
              },
              [](TestPage* p) {
                  auto* page = as<PatternsPage>(p);
                  return QStringList { text(page->loadsEdit()), text(page->durationBox()),
                      text(page->patternBoxes().front()), text(page->patternBoxes().back()) };
              } };
    all[QStringLiteral("quick suite")] = { [] { return new QuickSuitePage; },
        names({ "testSize", "duration", "repeats", "interval", "summary", "readOnly", "rowThreads", "cpus", "data",
            "mix", "mixRatio", "comment" }),
        [](TestPage* p) {
            auto* page = as<QuickSuitePage>(p);
            page->testSizeBox()->setCurrentIndex(2);
            page->durationBox()->setValue(2);
            page->repeatsBox()->setValue(3);
            page->intervalBox()->setValue(4);
            page->readOnlyBox()->setChecked(true);
            page->mixBox()->setChecked(true);
            page->mixRatioBox()->setCurrentIndex(0);
            page->commentEdit()->setText(QStringLiteral("the old drive"));
        },
        [](TestPage* p) {
            auto* page = as<QuickSuitePage>(p);
            return QStringList { text(page->testSizeBox()), text(page->durationBox()), text(page->repeatsBox()),
                text(page->intervalBox()), text(page->readOnlyBox()), text(page->mixBox()), text(page->mixRatioBox()),
                page->commentEdit()->text(), page->rowNames().join(QLatin1Char(',')) };
        } };
    all[QStringLiteral("multi-drive")] = { [] { return new MultiDrivePage; },
        names({ "targets", "blockSize", "random", "queueDepth", "duration", "scaling", "threads", "cpus", "data" }),
        [](TestPage* p) {
            auto* page = as<MultiDrivePage>(p);
            page->targetsEdit()->setText(QStringLiteral("/dev/a, /dev/b"));
            page->scalingBox()->setChecked(true);
            page->durationBox()->setValue(9);
        },
        [](TestPage* p) {
            auto* page = as<MultiDrivePage>(p);
            return QStringList { text(page->targetsEdit()), text(page->scalingBox()), text(page->durationBox()) };
        } };
    all[QStringLiteral("sustained")] = { [] { return new SustainedPage; },
        names({ "sizeChosen", "sizeGiB", "blockSize", "queueDepth", "interval", "recovery" }),
        [](TestPage* p) {
            auto* page = as<SustainedPage>(p);
            page->sizeBox()->setValue(3.25);
            page->intervalBox()->setValue(0.25);
            page->recoveryEdit()->setText(QStringLiteral("5,30"));
        },
        [](TestPage* p) {
            auto* page = as<SustainedPage>(p);
            return QStringList { text(page->sizeBox()), text(page->intervalBox()), text(page->recoveryEdit()) };
        } };
    return all;
}
}

void TestUiPageSettings::keysAndRoundTrip_data()
{
    QTest::addColumn<QString>("page");
    for (const QString& name : cases().keys())
        QTest::newRow(qPrintable(name)) << name;
}

void TestUiPageSettings::keysAndRoundTrip()
{
    QFETCH(QString, page);
    const PageCase test = cases().value(page);
    const QString file = m_dir.filePath(page + QStringLiteral(".ini"));
    QStringList shown;
    {
        std::unique_ptr<TestPage> before(test.make());
        test.change(before.get());
        shown = test.describe(before.get());
        QSettings settings(file, QSettings::IniFormat);
        before->saveSettings(settings);
    }
    // Read back from the file, where every value is text, as at the next start.
    QSettings settings(file, QSettings::IniFormat);
    QStringList keys = settings.childKeys();
    QStringList expected = test.keys;
    keys.sort();
    expected.sort();
    QCOMPARE(keys, expected);
    std::unique_ptr<TestPage> after(test.make());
    QVERIFY(test.describe(after.get()) != shown); // the changes are not the defaults
    after->loadSettings(settings);
    QCOMPARE(test.describe(after.get()), shown);
}

void TestUiPageSettings::missingKeysKeepDefaults()
{
    for (const PageCase& test : cases()) {
        std::unique_ptr<TestPage> fresh(test.make());
        const QStringList defaults = test.describe(fresh.get());
        QSettings empty(m_dir.filePath(QStringLiteral("empty.ini")), QSettings::IniFormat);
        std::unique_ptr<TestPage> loaded(test.make());
        loaded->loadSettings(empty);
        QCOMPARE(test.describe(loaded.get()), defaults);
    }
}

void TestUiPageSettings::deviceDefaultSavesTheTestFileChoice()
{
    // On a device the quick suite is forced read-only; what is saved is the test file's choice.
    QuickSuitePage page;
    TargetChoice testFile;
    testFile.testFile = true;
    page.setTarget(testFile);
    QVERIFY(!page.readOnlyBox()->isChecked());
    TargetChoice device;
    device.path = QStringLiteral("/dev/sdz");
    page.setTarget(device);
    QVERIFY(page.readOnlyBox()->isChecked());
    QSettings settings(m_dir.filePath(QStringLiteral("device.ini")), QSettings::IniFormat);
    page.saveSettings(settings);
    QCOMPARE(settings.value(QStringLiteral("readOnly")).toBool(), false);
}

// The Threads field sits where the queue depth is set, and with the test data it reaches the plan's
// workloads on every page that runs them.
void TestUiPageSettings::threadsAndDataReachThePlan()
{
    TargetChoice target;
    target.testFile = true;
    target.path = m_dir.path();
    struct Case {
        std::function<TestPage*()> make;
        std::function<std::pair<unsigned, DataPattern>(const RunPlan&)> read;
    };
    auto spec = [](const WorkloadSpec& workload) { return std::pair { workload.jobs, workload.data }; };
    const std::vector<Case> cases {
        { [] { return new BlockSizePage; },
            [&](const RunPlan& plan) { return spec(plan.get<SweepSeriesPlan>().sweeps.front().base); } },
        { [] { return new QueueDepthPage; },
            [&](const RunPlan& plan) { return spec(plan.get<SweepSeriesPlan>().sweeps.front().base); } },
        { [] { return new PatternsPage; },
            [&](const RunPlan& plan) { return spec(plan.get<PatternSuitePlan>().timing); } },
        { [] {
             auto* page = new MultiDrivePage;
             page->targetsEdit()->setText(QStringLiteral("/dev/a, /dev/b"));
             return page;
         },
            [&](const RunPlan& plan) { return spec(plan.get<MultiTargetPlan>().spec); } },
        { [] { return new QuickSuitePage; },
            [](const RunPlan& plan) {
                const QuickSuiteOptions& quick = plan.get<QuickSuiteOptions>();
                return std::pair { quick.jobs, quick.data };
            } },
    };
    for (const Case& test : cases) {
        std::unique_ptr<TestPage> page(test.make());
        auto* threads = page->findChild<QSpinBox*>(QStringLiteral("threads"));
        auto* data = page->findChild<QComboBox*>(QStringLiteral("data"));
        QVERIFY(threads && data);
        // The quick suite's rows each run their own threads (0) unless the field says otherwise.
        const unsigned defaultJobs = qobject_cast<QuickSuitePage*>(page.get()) ? 0u : 1u;
        QCOMPARE(test.read(page->plan(target)), (std::pair { defaultJobs, DataPattern::Random }));
        QCOMPARE(threads->maximum(), static_cast<int>(WorkloadSpec::kMaxJobs));
        threads->setValue(4);
        data->setCurrentIndex(1);
        QCOMPARE(test.read(page->plan(target)), (std::pair { 4u, DataPattern::Zero }));
    }
}

QTEST_MAIN(TestUiPageSettings)
#include "tst_uipagesettings.moc"
