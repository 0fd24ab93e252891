#include "testpage.h"

#include "exportpanels.h"

#include "device/target.h"
#include "drivelistwidget.h"
#include "model/usererror.h"
#include "overtimetabs.h"
#include "settingsform.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ds {

namespace {
    // A path under the home directory as ~/…, as a user reads it.
    QString homeShortened(const QString& path)
    {
        const QString home = QDir::homePath();
        const QString clean = QDir::cleanPath(path);
        if (clean == home)
            return QStringLiteral("~");
        if (clean.startsWith(home + QLatin1Char('/')))
            return QStringLiteral("~") + clean.mid(home.size());
        return clean;
    }

    QString testFileDirectoryOf(const TargetChoice& target)
    {
        return QDir::cleanPath(target.path.isEmpty() ? Target::defaultTestFileDirectory() : target.path);
    }

    QString driveName(const DriveFacts& drive) { return drive.model.isEmpty() ? drive.name : drive.model; }

    // Whose result a run is, for the result line: the drive's model and path, or the test file's folder.
    QString describeResultTarget(const FinishedRun& run)
    {
        auto one = [](const QString& path) {
            return path.startsWith(QLatin1String("/dev/"))
                ? path
                : TestPage::tr("test file in %1")
                      .arg(homeShortened(path.isEmpty() ? Target::defaultTestFileDirectory() : path));
        };
        if (run.plan.kind() == TestKind::MultiTarget) {
            QStringList names;
            for (const QString& path : run.plan.targetPaths)
                names += one(path);
            return names.join(QStringLiteral(", "));
        }
        const TargetInfo& target = run.target();
        // An imported run's test file has no folder here: its path is the importer's words, beside the
        // drive the report named.
        if (target.kind == TargetInfo::Kind::TestFile && target.testFileFolder().isEmpty())
            return target.drive && !target.drive->model.isEmpty()
                ? QStringLiteral("%1 · %2").arg(target.drive->model, target.path)
                : target.path;
        if (target.kind == TargetInfo::Kind::TestFile)
            return TestPage::tr("test file in %1").arg(homeShortened(target.testFileFolder()));
        if (target.drive)
            return QStringLiteral("%1 (%2)").arg(driveName(*target.drive), target.path);
        return target.path.isEmpty() ? one(run.plan.targetPath) : target.path;
    }

    // Whether a result was measured on the target now selected; unknown (multi-drive, no path) counts as yes.
    bool resultIsOf(const FinishedRun& run, const TargetChoice& selected)
    {
        if (run.plan.kind() == TestKind::MultiTarget || run.target().path.isEmpty() || !selected.isValid())
            return true;
        if (run.target().kind == TargetInfo::Kind::TestFile)
            return selected.testFile && !run.target().testFileFolder().isEmpty()
                && QDir::cleanPath(run.target().testFileFolder()) == testFileDirectoryOf(selected);
        return !selected.testFile && selected.path == run.target().path;
    }
}

QString describeTarget(const TargetChoice& target)
{
    if (!target.isValid())
        return TestPage::tr("nothing selected: pick a drive or the test file");
    if (target.testFile)
        return TestPage::tr("test file in %1 (%2)")
            .arg(homeShortened(testFileDirectoryOf(target)), formatBinarySize(target.testFileBytes));
    if (!target.drive)
        return target.path;
    return QStringLiteral("%1 (%2, %3)")
        .arg(driveName(*target.drive), target.path, formatDecimalBytes(target.drive->sizeBytes));
}

ImageCaption TestPage::caption() const
{
    if (!m_lastRun)
        return ImageCaption::forTarget(
            TargetInfo {}, title(), m_lastPlanText.isEmpty() ? tr("no result yet") : m_lastPlanText);
    const QString date = m_lastRun->startedAt().isEmpty() ? QString()
                                                          : QDateTime::fromString(m_lastRun->startedAt(), Qt::ISODate)
                                                                .toUTC()
                                                                .toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    // The headline figures marked where the device did not confirm them, and what it confirmed.
    const std::vector<DeviceAccounting> accounting = m_lastRun->accounting();
    const QStringList unconfirmedParts = m_lastRun->unconfirmedParts();
    const bool confirmed = accountingConfirmed(accounting) && unconfirmedParts.isEmpty();
    auto marked = [confirmed](const QString& text) {
        return confirmed || text.isEmpty() ? text : text + QString::fromUtf8(kUnconfirmedMark);
    };
    // Every drive of a run on several at once, not the first alone.
    const std::vector<TargetInfo> targets
        = m_lastRun->runs.empty() ? std::vector<TargetInfo> {} : m_lastRun->runs.front().targets();
    ImageCaption caption = ImageCaption::forTargets(targets, ExportPanels::testName(*m_lastRun, title()),
        m_lastRun->plan.describe(true) + (m_lastRun->cancelled ? tr(" (stopped early)") : QString()),
        marked(resultSummary()), date);
    caption.accounting = accountingSummary(accounting, true);
    if (!unconfirmedParts.isEmpty())
        caption.accounting += (caption.accounting.isEmpty() ? QString() : QStringLiteral("; "))
            + tr("not confirmed: %1").arg(unconfirmedParts.join(QStringLiteral(", ")));
    if (!caption.accounting.isEmpty() && !confirmed)
        caption.accounting = QString::fromUtf8(kUnconfirmedMark) + caption.accounting;
    caption.host = m_lastRun->host();
    caption.stats = ExportPanels::statsOf(*m_lastRun);
    for (ExportStat& stat : caption.stats)
        stat.value = marked(stat.value);
    return caption;
}

QLabel* TestPage::caveatLabel()
{
    if (!m_caveatLabel) {
        m_caveatLabel = new QLabel;
        m_caveatLabel->setObjectName(QStringLiteral("caveats"));
        m_caveatLabel->setWordWrap(true);
        m_caveatLabel->setVisible(false);
    }
    return m_caveatLabel;
}

QLabel* TestPage::accountingBadge()
{
    if (!m_accountingBadge) {
        m_accountingBadge = new QLabel;
        m_accountingBadge->setObjectName(QStringLiteral("accountingBadge"));
        m_accountingBadge->setTextFormat(Qt::PlainText);
        m_accountingBadge->setFrameShape(QFrame::StyledPanel);
        m_accountingBadge->setVisible(false);
    }
    return m_accountingBadge;
}

void TestPage::setAccounting(const std::vector<DeviceAccounting>& accounting, const QStringList& unconfirmedParts)
{
    m_accounting = accounting;
    m_unconfirmedParts = unconfirmedParts;
    QString summary = accountingSummary(accounting, true);
    if (!unconfirmedParts.isEmpty())
        // %1 the points, tests or zones: "4 KiB, 8 KiB"
        summary += (summary.isEmpty() ? QString() : QStringLiteral("; "))
            + tr("not confirmed: %1").arg(unconfirmedParts.join(QStringLiteral(", ")));
    const bool confirmed = accountingConfirmed(accounting) && unconfirmedParts.isEmpty();
    QLabel* badge = accountingBadge();
    badge->setText(confirmed ? tr("✓ %1").arg(summary) : QString::fromUtf8(kUnconfirmedMark) + tr("⚠ %1").arg(summary));
    badge->setToolTip(confirmed
            ? tr("The drive's own I/O counters confirm the bytes behind these figures.")
            : tr("The drive's own I/O counters saw less than 90 % of the bytes behind these figures (marked %1): a "
                 "cache, the filesystem's compression or zero data answered the rest. See the caveats.")
                  .arg(QString::fromUtf8(kUnconfirmedMark)));
    // A warning's colours where the figures are not the drive's.
    badge->setStyleSheet(confirmed ? QString() : QStringLiteral("QLabel { color: #8a1c00; font-weight: bold; }"));
    // Only where the page has placed it: a label without a parent would show as a window of its own.
    badge->setVisible(!summary.isEmpty() && badge->parentWidget());
}

void TestPage::setDisplayUnit(DisplayUnit unit)
{
    if (unit == m_displayUnit)
        return;
    m_displayUnit = unit;
    displayUnitChanged();
}

void TestPage::setCaveats(const QStringList& caveats)
{
    m_caveats = caveats;
    QStringList lines;
    for (const QString& caveat : caveats)
        lines += tr("⚠ %1").arg(caveat);
    caveatLabel()->setText(lines.join(QLatin1Char('\n')));
    caveatLabel()->setVisible(!caveats.isEmpty());
}

} // namespace ds

namespace ds {

QString TestPage::startText() const
{
    switch (kind()) {
    case TestKind::Surface:
        return tr("Start surface scan");
    case TestKind::BlockSize:
        return tr("Start block-size sweep");
    case TestKind::QueueDepth:
        return tr("Start queue-depth sweep");
    case TestKind::Patterns:
        return tr("Start pattern test");
    case TestKind::QuickSuite:
        return tr("Start quick suite");
    case TestKind::MultiTarget:
        return tr("Start multi-drive test");
    case TestKind::SustainedWrite:
        return tr("Start sustained write");
    case TestKind::ErrorScan:
        return tr("Start error scan");
    case TestKind::Consistency:
        return tr("Start consistency test");
    case TestKind::Pts:
        return tr("Start PTS");
    }
    return tr("Start");
}

QLabel* TestPage::targetLabel()
{
    if (!m_targetLabel) {
        m_targetLabel = new QLabel;
        m_targetLabel->setObjectName(QStringLiteral("runsOn"));
        m_targetLabel->setWordWrap(true);
        m_targetLabel->setTextFormat(Qt::PlainText);
        // A long path wraps or is cut, rather than widening the settings (the tooltip holds it whole).
        m_targetLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        m_targetLabel->setText(tr("Runs on: %1").arg(describeTarget(m_target)));
        m_targetLabel->setToolTip(m_targetLabel->text());
    }
    return m_targetLabel;
}

QLabel* TestPage::resultLabel()
{
    if (!m_resultLabel) {
        m_resultLabel = new QLabel;
        m_resultLabel->setObjectName(QStringLiteral("resultOf"));
        m_resultLabel->setWordWrap(true);
        m_resultLabel->setTextFormat(Qt::PlainText);
        m_resultLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        updateResultLabel();
    }
    return m_resultLabel;
}

QPushButton* TestPage::startButton()
{
    if (!m_startButton) {
        m_startButton = new QPushButton(QIcon(QStringLiteral(":/icons/start.svg")), startText());
        m_startButton->setObjectName(QStringLiteral("startButton"));
        m_startButton->setToolTip(tr("Start this page's test on the target above (F5)"));
    }
    return m_startButton;
}

SettingsForm* TestPage::settingsForm()
{
    if (!m_settingsForm)
        m_settingsForm = new SettingsForm([this](const QAbstractButton* button) { return testFileState(button); });
    return m_settingsForm;
}

void TestPage::addRunControls()
{
    settingsForm()->form()->insertRow(0, targetLabel());
    settingsForm()->addRow(startButton());
}

void TestPage::placeBesideSettings(QWidget* chart, const QList<QWidget*>& panels)
{
    addRunControls();
    layOutBesideSettings(chart, panels);
}

void TestPage::layOutBesideSettings(QWidget* chart, const QList<QWidget*>& panels)
{
    auto* side = new QVBoxLayout;
    side->addWidget(settingsForm());
    for (QWidget* panel : panels)
        side->addWidget(panel);
    side->addWidget(caveatLabel()); // under the figures they qualify
    side->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(withResultLine(chart), 1);
    layout->addLayout(side);
}

OverTimeTabs* TestPage::overTimeTabs(QWidget* results, const QString& resultsTitle)
{
    m_overTime = new OverTimeTabs(results, resultsTitle, this);
    return m_overTime;
}

void TestPage::timeIntervalsAvailable(const TimeIntervalBatch& batch)
{
    if (m_overTime)
        m_overTime->appendIntervals(batch.intervals);
}

RunPlan TestPage::planFor(const TargetChoice& target) const
{
    if (!target.isValid())
        throw UserError(tr("Choose a drive or the test file first."));
    RunPlan plan = RunPlan::of(kind());
    plan.targetPath = target.path;
    return plan;
}

void TestPage::saveSettings(QSettings& settings) const
{
    if (m_settingsForm)
        m_settingsForm->save(settings);
}

void TestPage::loadSettings(const QSettings& settings)
{
    if (m_settingsForm)
        m_settingsForm->load(settings);
}

QWidget* TestPage::withResultLine(QWidget* chart)
{
    auto* column = new QWidget;
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    // The device's confirmation beside the result line: it qualifies every figure below it.
    auto* line = new QHBoxLayout;
    line->addWidget(resultLabel(), 1);
    line->addWidget(accountingBadge());
    layout->addLayout(line);
    layout->addWidget(chart, 1);
    return column;
}

void TestPage::setRunState(bool running, bool thisPageRuns)
{
    m_running = running;
    m_thisPageRuns = running && thisPageRuns;
    if (m_startButton) {
        m_startButton->setText(m_thisPageRuns ? tr("Stop") : startText());
        m_startButton->setIcon(
            QIcon(m_thisPageRuns ? QStringLiteral(":/icons/stop.svg") : QStringLiteral(":/icons/start.svg")));
        m_startButton->setToolTip(m_thisPageRuns ? tr("Stop the test; what was measured so far is kept (Esc)")
                                                 : tr("Start this page's test on the target above (F5)"));
        m_startButton->setEnabled(!running || m_thisPageRuns);
    }
    updateResultLabel();
}

QString TestPage::resultText() const
{
    if (m_thisPageRuns && !m_lastRun)
        return tr("Result of: %1 (running)").arg(describeTarget(m_target));
    if (!m_lastRun)
        return QString();
    const FinishedRun& run = *m_lastRun;
    const QDateTime started = QDateTime::fromString(run.startedAt(), Qt::ISODate);
    QString text = started.isValid()
        ? tr("Result of: %1 (%2)")
              .arg(describeResultTarget(run), started.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
        : tr("Result of: %1").arg(describeResultTarget(run));
    if (!resultIsOf(run, m_target))
        text += QLatin1Char('\n') + tr("(not the selected drive's: press Start to measure that one)");
    return text;
}

void TestPage::updateResultLabel()
{
    if (!m_resultLabel)
        return;
    const QString text = resultText();
    m_resultLabel->setText(text);
    m_resultLabel->setToolTip(text);
    m_resultLabel->setVisible(!text.isEmpty());
}

void TestPage::addDeviceDefault(QAbstractButton* button, bool checkedOnDevice)
{
    m_deviceDefaults.push_back({ button, checkedOnDevice });
}

QLabel* TestPage::readOnlyNote(const QString& text)
{
    if (!m_readOnlyNote) {
        m_readOnlyNote = new QLabel;
        m_readOnlyNote->setObjectName(QStringLiteral("readOnlyNote"));
        m_readOnlyNote->setWordWrap(true);
        m_readOnlyNote->setVisible(m_target.isValid() && !m_target.testFile);
    }
    m_readOnlyNote->setText(text);
    return m_readOnlyNote;
}

bool TestPage::testFileState(const QAbstractButton* button) const
{
    for (const DeviceDefault& option : m_deviceDefaults)
        if (option.button == button)
            return option.forced ? option.onTestFile : button->isChecked();
    return button->isChecked();
}

void TestPage::setTarget(const TargetChoice& target)
{
    const bool sameTarget = m_target.isValid() == target.isValid() && m_target.testFile == target.testFile
        && (target.testFile || m_target.path == target.path);
    m_target = target;
    if (!sameTarget && target.isValid()) {
        const bool device = !target.testFile;
        for (DeviceDefault& option : m_deviceDefaults) {
            if (device) {
                // A device: the read-only variant, whatever was ticked for the test file or another drive.
                if (!option.forced)
                    option.onTestFile = option.button->isChecked();
                option.forced = true;
                option.button->setChecked(option.checkedOnDevice);
            } else if (option.forced) {
                // Back on the test file: its writes again, unless the user changed the option since.
                if (option.button->isChecked() == option.checkedOnDevice)
                    option.button->setChecked(option.onTestFile);
                option.forced = false;
            }
        }
        if (m_readOnlyNote)
            m_readOnlyNote->setVisible(device);
    }
    if (m_targetLabel) {
        m_targetLabel->setText(tr("Runs on: %1").arg(describeTarget(target)));
        m_targetLabel->setToolTip(m_targetLabel->text());
    }
    updateResultLabel();
    targetChosen(target);
}

} // namespace ds
