#include "healthpage.h"

#include "axisscale.h"
#include "files/sessionfiles.h"
#include "model/session.h"
#include "model/usererror.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <QValueAxis>

namespace ds {

// What a reading brings back from its thread.
struct HealthPage::Reading {
    DriveHealthReport report;
    std::vector<TemperatureRecord> history;
};

namespace {
    QString levelWords(HealthLevel level)
    {
        switch (level) {
        case HealthLevel::Good:
            return HealthPage::tr("Good");
        case HealthLevel::Caution:
            return HealthPage::tr("Caution");
        case HealthLevel::Bad:
            return HealthPage::tr("Bad");
        case HealthLevel::Unknown:
            break;
        }
        return HealthPage::tr("Unknown");
    }

    QString levelColour(HealthLevel level)
    {
        switch (level) {
        case HealthLevel::Good:
            return QStringLiteral("#2e7d32");
        case HealthLevel::Caution:
            return QStringLiteral("#e65100");
        case HealthLevel::Bad:
            return QStringLiteral("#c62828");
        case HealthLevel::Unknown:
            break;
        }
        return QStringLiteral("#757575");
    }

    QTableWidget* makeTable(const QStringList& headers)
    {
        auto* table = new QTableWidget(0, static_cast<int>(headers.size()));
        table->setHorizontalHeaderLabels(headers);
        table->verticalHeader()->hide();
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->horizontalHeader()->setStretchLastSection(true);
        return table;
    }

    void addRow(QTableWidget* table, const QStringList& cells)
    {
        const int row = table->rowCount();
        table->insertRow(row);
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(row, column, item);
        }
    }

    QString celsius(double value) { return HealthPage::tr("%1 °C").arg(value, 0, 'f', 0); }
}

HealthPage::HealthPage(QWidget* parent)
    : QWidget(parent)
    , m_libraryDirectory(sessionLibraryDirectory())
    , m_drive(new QLabel)
    , m_assessment(new QLabel)
    , m_reasons(new QLabel)
    , m_smartNote(new QLabel)
    , m_temperatures(new QLabel)
    , m_refresh(new QPushButton(tr("&Read again")))
    , m_openCaptured(new QPushButton(tr("&Open smartctl output…")))
    , m_counters(makeTable({ tr("Counter"), tr("Value"), tr("Worst"), tr("Threshold") }))
    , m_historyTable(makeTable({ tr("Test"), tr("Started"), tr("Min"), tr("Max"), tr("Mean") }))
    , m_chart(new QChartView)
{
    setObjectName(QStringLiteral("HealthPage"));
    QFont big = m_assessment->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_assessment->setFont(big);
    for (QLabel* label : { m_drive, m_reasons, m_smartNote, m_temperatures }) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_refresh->setToolTip(tr("Read the drive's SMART data and temperatures again"));
    connect(m_refresh, &QPushButton::clicked, this, &HealthPage::refresh);
    m_openCaptured->setToolTip(tr("Show a drive's health from smartctl's JSON output saved on another machine "
                                  "(smartctl --json -a /dev/sdX > file.json)"));
    connect(m_openCaptured, &QPushButton::clicked, this, &HealthPage::chooseCapturedSmartctl);
    m_counters->setToolTip(tr("The drive's SMART counters (NVMe) or its attribute table (ATA), as smartctl reads "
                              "them"));
    m_historyTable->setToolTip(tr("The drive's temperature in each test of the session library that ran on it"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(160);
    m_chart->chart()->legend()->setAlignment(Qt::AlignBottom);

    auto* top = new QHBoxLayout;
    auto* heading = new QVBoxLayout;
    heading->addWidget(m_drive);
    heading->addWidget(m_assessment);
    heading->addWidget(m_reasons);
    heading->addWidget(m_smartNote);
    heading->addWidget(m_temperatures);
    top->addLayout(heading, 1);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_openCaptured);
    buttons->addStretch(1);
    top->addLayout(buttons);
    auto* lower = new QHBoxLayout;
    lower->addWidget(m_counters, 1);
    auto* history = new QVBoxLayout;
    history->addWidget(new QLabel(tr("Temperature in the library's tests of this drive:")));
    history->addWidget(m_historyTable, 1);
    history->addWidget(m_chart, 1);
    lower->addLayout(history, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(lower, 1);
    m_drive->setText(tr("Pick a drive in the drive list to see its health."));
}

HealthPage::~HealthPage()
{
    // The reading keeps nothing of the page; wait for it so its thread ends before the page.
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void HealthPage::setTarget(const TargetChoice& target)
{
    m_target = target;
    m_capturedFile.clear();
    m_stale = true;
    if (isVisible())
        refresh();
}

void HealthPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void HealthPage::refresh()
{
    m_stale = false;
    if (!m_capturedFile.isEmpty()) {
        openCapturedSmartctl(m_capturedFile);
        return;
    }
    if (m_thread) {
        m_again = true;
        return;
    }
    startReading();
}

void HealthPage::chooseCapturedSmartctl()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open smartctl's JSON output"), QString(), tr("smartctl JSON output (*.json);;All files (*)"));
    if (!path.isEmpty())
        openCapturedSmartctl(path);
}

bool HealthPage::openCapturedSmartctl(const QString& path)
{
    Reading reading;
    try {
        // Only a regular file: a FIFO or a device would keep the window waiting.
        if (!QFileInfo(path).isFile())
            throw UserError(QStringLiteral("%1 is not a regular file").arg(path));
        reading.report = readCapturedHealthReport(path);
    } catch (const UserError& error) {
        m_smartNote->setText(tr("The smartctl output cannot be read: %1").arg(error.message()));
        m_smartNote->setVisible(true);
        return false;
    }
    // A reading of the target's drive still under way is not shown over it.
    m_capturedFile = path;
    m_stale = false;
    show(reading);
    return true;
}

void HealthPage::startReading()
{
    m_again = false;
    if (!m_target.drive) {
        m_report.reset();
        m_history.clear();
        m_drive->setText(m_target.testFile ? tr("A test file is selected: pick a drive to see its health.")
                                           : tr("Pick a drive in the drive list to see its health."));
        m_assessment->clear();
        m_reasons->clear();
        m_smartNote->clear();
        m_temperatures->clear();
        m_counters->setRowCount(0);
        showHistory();
        emit reportShown();
        return;
    }
    const DriveFacts drive = *m_target.drive;
    m_drive->setText(
        tr("%1 (%2): reading its SMART data…").arg(drive.model.isEmpty() ? drive.name : drive.model, drive.devicePath));
    m_refresh->setEnabled(false);
    auto reading = std::make_shared<Reading>();
    m_pending = reading;
    const QString smartctl = m_smartctl;
    const QString sysRoot = m_sysRoot;
    const QString library = m_libraryDirectory;
    // Core takes the snapshot (smartctl, hwmon) and reads the library: off the GUI thread.
    m_thread = QThread::create([reading, drive, smartctl, sysRoot, library]() {
        reading->report = readHealthReport(drive, sysRoot, smartctl);
        reading->history = temperatureHistory(library, drive.name, drive.serial, true);
    });
    connect(m_thread, &QThread::finished, this, [this]() {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_refresh->setEnabled(true);
        const std::shared_ptr<Reading> done = std::move(m_pending);
        if (!m_capturedFile.isEmpty())
            return;
        if (m_again) {
            startReading(); // the drive changed meanwhile: that reading is out of date
            return;
        }
        show(*done);
    });
    m_thread->start();
}

void HealthPage::show(const Reading& reading)
{
    m_report = reading.report;
    m_history = reading.history;
    const DriveHealthReport& report = *m_report;
    const DriveFacts& drive = report.drive;
    QString driveLine = drive.model.isEmpty() ? drive.name : drive.model;
    driveLine += QStringLiteral(" (%1, %2)").arg(drive.devicePath, drive.transport);
    if (!m_capturedFile.isEmpty())
        driveLine = tr("%1, from the smartctl output %2").arg(driveLine, m_capturedFile);
    if (report.smart.snapshot && !report.smart.snapshot->firmware.isEmpty())
        driveLine += tr(", firmware %1").arg(report.smart.snapshot->firmware);
    m_drive->setText(driveLine);
    const HealthAssessment assessment = report.assessment();
    m_assessment->setText(levelWords(assessment.level));
    m_assessment->setStyleSheet(QStringLiteral("color: %1").arg(levelColour(assessment.level)));
    m_reasons->setText(assessment.reasons.join(QLatin1Char('\n')));
    m_reasons->setVisible(!assessment.reasons.isEmpty());
    // Why there is no SMART data, in smartctl's or DriveScope's words.
    m_smartNote->setText(report.smart.snapshot ? QString() : tr("No SMART data: %1").arg(report.smart.missing));
    m_smartNote->setVisible(!report.smart.snapshot);
    QStringList temperatures;
    if (report.sensors.sensors.empty())
        temperatures << tr("Temperature: %1").arg(report.sensors.missing);
    for (size_t index = 0; index < report.sensors.sensors.size(); ++index) {
        const TemperatureSensor& sensor = report.sensors.sensors[index].sensor;
        QString line = tr("Temperature %1: %2")
                           .arg(sensor.label,
                               report.readings[index] ? celsius(*report.readings[index]) : tr("cannot be read now"));
        if (sensor.warningCelsius)
            line += tr(", warning at %1").arg(celsius(*sensor.warningCelsius));
        if (sensor.criticalCelsius)
            line += tr(", critical at %1").arg(celsius(*sensor.criticalCelsius));
        temperatures << line;
    }
    m_temperatures->setText(temperatures.join(QLatin1Char('\n')));
    m_counters->setRowCount(0);
    if (report.smart.snapshot)
        showCounters(*report.smart.snapshot);
    showHistory();
    emit reportShown();
}

void HealthPage::showCounters(const HealthSnapshot& smart)
{
    if (smart.passed)
        addRow(m_counters, { tr("SMART self-assessment"), *smart.passed ? tr("passed") : tr("FAILED") });
    if (smart.temperatureCelsius)
        addRow(m_counters, { tr("Temperature (SMART)"), celsius(*smart.temperatureCelsius) });
    if (smart.powerOnHours)
        addRow(m_counters, { tr("Power-on hours"), QString::number(*smart.powerOnHours) });
    struct Counter {
        const char* name;
        QString words;
        QString unit;
    };
    const Counter counters[] = {
        { "critical_warning", tr("Critical warning"), QString() },
        { "percentage_used", tr("Endurance used"), tr(" %") },
        { "available_spare", tr("Available spare"), tr(" %") },
        { "available_spare_threshold", tr("Available spare threshold"), tr(" %") },
        { "power_cycles", tr("Power cycles"), QString() },
        { "unsafe_shutdowns", tr("Unsafe shutdowns"), QString() },
        { "media_errors", tr("Media and data integrity errors"), QString() },
        { "num_err_log_entries", tr("Error log entries"), QString() },
        { "warning_temp_time", tr("Time above warning temperature"), tr(" min") },
        { "critical_comp_time", tr("Time above critical temperature"), tr(" min") },
    };
    for (const Counter& counter : counters)
        if (const std::optional<uint64_t> value = smart.nvmeCounter(QLatin1String(counter.name)))
            addRow(m_counters, { counter.words, QString::number(*value) + counter.unit });
    // Data units are thousands of 512-byte blocks.
    if (const std::optional<uint64_t> units = smart.nvmeCounter(QStringLiteral("data_units_written")))
        addRow(m_counters, { tr("Data written"), formatDecimalBytes(static_cast<double>(*units) * 512000) });
    if (const std::optional<uint64_t> units = smart.nvmeCounter(QStringLiteral("data_units_read")))
        addRow(m_counters, { tr("Data read"), formatDecimalBytes(static_cast<double>(*units) * 512000) });
    for (const SmartAttribute& row : smart.attributes)
        addRow(m_counters,
            { QStringLiteral("%1 %2").arg(row.id).arg(row.name),
                QStringLiteral("%1 (%2)").arg(row.value).arg(
                    row.rawString.isEmpty() ? QString::number(row.raw) : row.rawString),
                QString::number(row.worst), QString::number(row.threshold) });
    m_counters->resizeColumnsToContents();
}

void HealthPage::showHistory()
{
    m_historyTable->setRowCount(0);
    QChart* chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes())
        chart->removeAxis(axis);
    if (m_history.empty()) {
        chart->setTitle(tr("No test of this drive in the library has a temperature yet"));
        return;
    }
    chart->setTitle(QString());
    auto* minimum = new QLineSeries;
    minimum->setName(tr("Min"));
    auto* maximum = new QLineSeries;
    maximum->setName(tr("Max"));
    auto* mean = new QLineSeries;
    mean->setName(tr("Mean"));
    double low = m_history.front().minimum;
    double high = m_history.front().maximum;
    for (size_t index = 0; index < m_history.size(); ++index) {
        const TemperatureRecord& record = m_history[index];
        const QDateTime started = QDateTime::fromString(record.startedAt, Qt::ISODate);
        addRow(m_historyTable,
            { record.test,
                started.isValid() ? QLocale().toString(started.toLocalTime(), QLocale::ShortFormat) : record.startedAt,
                celsius(record.minimum), celsius(record.maximum), celsius(record.mean) });
        const double x = static_cast<double>(index + 1);
        minimum->append(x, record.minimum);
        maximum->append(x, record.maximum);
        mean->append(x, record.mean);
        low = std::min(low, record.minimum);
        high = std::max(high, record.maximum);
    }
    m_historyTable->resizeColumnsToContents();
    auto* runs = new QValueAxis;
    runs->setTitleText(tr("Test (oldest first)"));
    runs->setLabelFormat(QStringLiteral("%d"));
    runs->setRange(1, std::max<double>(2, static_cast<double>(m_history.size())));
    runs->setTickCount(static_cast<int>(std::min<size_t>(std::max<size_t>(m_history.size(), 2), 11)));
    auto* degrees = new QValueAxis;
    degrees->setTitleText(tr("°C"));
    setNiceRange(degrees, std::floor(low - 2), std::ceil(high + 2));
    chart->addAxis(runs, Qt::AlignBottom);
    chart->addAxis(degrees, Qt::AlignLeft);
    for (QLineSeries* series : { maximum, mean, minimum }) {
        series->setPointsVisible(true);
        chart->addSeries(series);
        series->attachAxis(runs);
        series->attachAxis(degrees);
    }
}

} // namespace ds
