#include "errorscanpage.h"

#include "model/workload.h"
#include "pagewidgets.h"
#include "settingsform.h"
#include "translation.h"
#include "unitnames.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace ds {

namespace {
    QString className(BlockClass blockClass)
    {
        switch (blockClass) {
        case BlockClass::Fast:
            return ErrorScanPage::tr("fast");
        case BlockClass::Slow:
            return ErrorScanPage::tr("slow");
        case BlockClass::VerySlow:
            return ErrorScanPage::tr("very slow");
        case BlockClass::Error:
            return ErrorScanPage::tr("error");
        }
        return {};
    }
}

ErrorScanPage::ErrorScanPage(QWidget* parent)
    : TestPage(parent)
    , m_map(new ErrorScanMap)
    , m_problems(new QTreeWidget)
    , m_slowFactor(new QDoubleSpinBox)
    , m_verySlowFactor(new QDoubleSpinBox)
    , m_counts(new QLabel)
    , m_median(new QLabel)
{
    const ErrorScanPlan defaults;
    SettingsForm* form = settingsForm();
    m_blocks = form->addField(tr("&Blocks:"),
        spinBox(1, static_cast<int>(ErrorScanPlan::kMaxBlocks), static_cast<int>(defaults.blocks),
            tr("The map's blocks: the range is cut into this many, each read in full and timed.")),
        QStringLiteral("blocks"));
    m_rangePercent = form->addField(tr("&Range:"),
        spinBox(1, 100, 100, tr("How much of the drive to scan, from its start.")), QStringLiteral("rangePercent"));
    m_rangePercent->setSuffix(tr(" %"));
    m_transfer = form->addField(tr("Request si&ze:"),
        blockSizeBox(4096, 64ull << 20, 1u << 20, tr("Each block is read in requests of this size.")),
        QStringLiteral("transfer"));
    m_queueDepth = form->addField(tr("&Queue depth:"),
        spinBox(1, 1024, static_cast<int>(defaults.queueDepth), tr("How many reads are in flight at once.")),
        QStringLiteral("queueDepth"));
    m_slowFactor->setRange(1, 1000);
    m_slowFactor->setDecimals(1);
    m_slowFactor->setValue(defaults.slowFactor);
    m_slowFactor->setSuffix(tr(" × median"));
    m_slowFactor->setToolTip(tr("A block that takes this many times the median block's time is slow."));
    form->addField(tr("&Slow above:"), m_slowFactor, QStringLiteral("slowFactor"));
    m_verySlowFactor->setRange(1, 10000);
    m_verySlowFactor->setDecimals(1);
    m_verySlowFactor->setValue(defaults.verySlowFactor);
    m_verySlowFactor->setSuffix(tr(" × median"));
    m_verySlowFactor->setToolTip(
        tr("A block that takes this many times the median block's time, or has a read over %1 ms, is very slow.")
            .arg(defaults.verySlowRequestMs));
    form->addField(tr("&Very slow above:"), m_verySlowFactor, QStringLiteral("verySlowFactor"));
    auto* note = new QLabel(tr("Reads only: nothing is written."));
    note->setWordWrap(true);
    form->addRow(note);

    m_problems->setObjectName(QStringLiteral("problemBlocks"));
    m_problems->setRootIsDecorated(false);
    m_problems->setUniformRowHeights(true);
    m_problems->setHeaderLabels({ tr("Block"), tr("Offset"), tr("Class"), tr("Time (ms)"), tr("Slowest read (ms)") });
    m_problems->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_problems->setAccessibleName(tr("Errors and slow blocks"));

    auto* stats = new QGroupBox(tr("Results"));
    auto* statsForm = new QFormLayout(stats);
    statsForm->addRow(tr("Blocks:"), m_counts);
    statsForm->addRow(tr("Median block:"), m_median);
    m_counts->setWordWrap(true);

    placeBesideSettings(chartOverTable(m_map, m_problems), { stats });
    showScan(m_live);
}

RunPlan ErrorScanPage::plan(const TargetChoice& target) const
{
    RunPlan plan = planFor(target);
    ErrorScanPlan& scan = plan.get<ErrorScanPlan>();
    scan.blocks = static_cast<unsigned>(m_blocks->value());
    scan.transferBytes = static_cast<uint32_t>(m_transfer->currentData().toULongLong());
    scan.queueDepth = static_cast<unsigned>(m_queueDepth->value());
    scan.slowFactor = m_slowFactor->value();
    scan.verySlowFactor = std::max(m_verySlowFactor->value(), scan.slowFactor);
    const uint64_t size = target.testFile ? target.testFileBytes : target.drive ? target.drive->sizeBytes : 0;
    if (m_rangePercent->value() < 100 && size > 0)
        scan.rangeLength = size / 100 * static_cast<uint64_t>(m_rangePercent->value());
    scan.validate();
    return plan;
}

void ErrorScanPage::runStarted(const RunPlan& plan)
{
    m_lastRun.reset();
    m_lastPlanText = plan.describe(true);
    m_live = ErrorScanResult();
    m_live.plan = plan.get<ErrorScanPlan>();
    m_map->reset(m_live.plan.blocks);
    showScan(m_live);
}

void ErrorScanPage::errorScanBlocksAvailable(const ErrorScanBlockBatch& batch)
{
    m_live.blocks.insert(m_live.blocks.end(), batch.blocks.begin(), batch.blocks.end());
    // Classed against the median so far; the final classes come with the result.
    m_live.classify();
    m_map->setBlocks(batch.blockCount, m_live.blocks);
    showScan(m_live);
}

void ErrorScanPage::runFinished(FinishedRun finished)
{
    m_lastRun = std::move(finished);
    if (const ErrorScanResult* scan = m_lastRun->errorScan()) {
        m_live = *scan;
        m_map->setBlocks(scan->plan.blocks, scan->blocks);
    }
    showScan(m_live);
}

void ErrorScanPage::showScan(const ErrorScanResult& scan)
{
    const QString none = tr("–");
    if (scan.blocks.empty()) {
        m_counts->setText(none);
        m_median->setText(none);
    } else {
        m_counts->setText(tr("%1 read: %2 fast, %3 slow, %4 very slow, %5 with errors")
                              .arg(scan.blocks.size())
                              .arg(scan.countOf(BlockClass::Fast))
                              .arg(scan.countOf(BlockClass::Slow))
                              .arg(scan.countOf(BlockClass::VerySlow))
                              .arg(scan.countOf(BlockClass::Error)));
        m_median->setText(tr("%1 ms").arg(formatDecimal(scan.medianBlockSeconds * 1e3, 2)));
    }
    m_problems->setUpdatesEnabled(false);
    m_problems->clear();
    QList<QTreeWidgetItem*> items;
    for (const ErrorScanBlock& block : scan.blocks) {
        if (block.blockClass == BlockClass::Fast)
            continue;
        if (items.size() >= kMaxListed)
            break;
        auto* item = new QTreeWidgetItem({ QString::number(block.index), QString::number(block.offset),
            className(block.blockClass), formatDecimal(block.seconds * 1e3, 2),
            block.errors ? tr("%n failed read(s)", nullptr, static_cast<int>(block.errors))
                         : formatDecimal(block.maxRequestMs, 2) });
        item->setForeground(2, ErrorScanMap::colorOf(block.blockClass).darker(130));
        items << item;
    }
    m_problems->addTopLevelItems(items);
    m_problems->setUpdatesEnabled(true);
}

void ErrorScanPage::paintExport(QPainter& painter, const QRectF& area)
{
    // The map with a position axis in GB down its left side (where each row of blocks starts) and a
    // legend of its colours under it, so a printed map says what it shows.
    const double unit = exportTextPixels(painter);
    const QColor text = exportTextColour(exportTheme());
    const QColor background = exportBackground(exportTheme());
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(std::lround(unit)));
    painter.setFont(font);
    const QFontMetricsF metrics(font, painter.device());
    const uint64_t rangeBytes = m_live.rangeBytes;
    const uint64_t rangeOffset = m_live.plan.rangeOffset;
    const unsigned blocks = std::max(1u, m_map->blockCount());
    auto positionOf = [&](unsigned index) {
        return static_cast<double>(rangeOffset)
            + static_cast<double>(rangeBytes) * static_cast<double>(index) / static_cast<double>(blocks);
    };
    auto positionText = [](double bytes) {
        return QStringLiteral("%1 %2").arg(formatDecimal(bytes / 1e9, bytes < 1e10 ? 2 : 1), UnitNames::gigabytes());
    };
    const double gutter = metrics.horizontalAdvance(positionText(positionOf(blocks))) + unit;
    const double legendHeight = metrics.lineSpacing() * 1.8;
    const double titleHeight = metrics.lineSpacing() * 1.2;
    const QRectF map(area.left() + gutter, area.top() + titleHeight, area.width() - gutter - unit * 0.5,
        area.height() - legendHeight - titleHeight);
    if (map.width() <= 1 || map.height() <= 1)
        return;
    m_map->paint(painter, map, background);

    painter.setPen(text);
    painter.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignLeft | Qt::AlignVCenter,
        tr("Position (GB), each row from its left"));
    // A label on the first row and then every few rows, far enough apart to read.
    const unsigned columns = std::max(1u, m_map->columnsIn(map.size()));
    const unsigned rows = (blocks + columns - 1) / columns;
    const double rowHeight = m_map->cellRect(map, columns).top() - m_map->cellRect(map, 0).top();
    const unsigned step
        = rowHeight > 0 ? std::max(1u, static_cast<unsigned>(std::ceil(metrics.lineSpacing() * 1.6 / rowHeight))) : 1;
    if (rangeBytes > 0)
        for (unsigned row = 0; row < rows; row += step) {
            const QRectF cell = m_map->cellRect(map, row * columns);
            painter.drawText(QRectF(area.left(), cell.center().y() - metrics.lineSpacing() / 2, gutter - unit * 0.5,
                                 metrics.lineSpacing()),
                Qt::AlignRight | Qt::AlignVCenter, positionText(positionOf(row * columns)));
        }

    // The legend: each class's colour, its name and how many blocks have it.
    struct Entry {
        QColor colour;
        QString name;
        size_t count;
    };
    std::vector<Entry> entries;
    for (BlockClass blockClass : { BlockClass::Fast, BlockClass::Slow, BlockClass::VerySlow, BlockClass::Error })
        entries.push_back({ ErrorScanMap::colorOf(blockClass), className(blockClass), m_live.countOf(blockClass) });
    if (m_map->readCount() < m_map->blockCount())
        entries.push_back({ ErrorScanMap::unreadColor(), tr("not read"), m_map->blockCount() - m_map->readCount() });
    double x = map.left();
    const double y = map.bottom() + legendHeight * 0.25;
    const double swatch = metrics.height() * 0.8;
    for (const Entry& entry : entries) {
        painter.fillRect(QRectF(x, y + (metrics.lineSpacing() - swatch) / 2, swatch, swatch), entry.colour);
        x += swatch + unit * 0.4;
        const QString label = QStringLiteral("%1: %2").arg(entry.name).arg(entry.count);
        painter.setPen(text);
        painter.drawText(QRectF(x, y, metrics.horizontalAdvance(label) + 2, metrics.lineSpacing()),
            Qt::AlignLeft | Qt::AlignVCenter, label);
        x += metrics.horizontalAdvance(label) + unit * 1.5;
    }
}

QString ErrorScanPage::resultSummary() const
{
    if (!m_lastRun || !m_lastRun->errorScan())
        return QString();
    const ErrorScanResult& scan = *m_lastRun->errorScan();
    return tr("%1 blocks: %2 slow, %3 very slow, %4 with errors (%5 failed reads)")
        .arg(scan.blocks.size())
        .arg(scan.countOf(BlockClass::Slow))
        .arg(scan.countOf(BlockClass::VerySlow))
        .arg(scan.countOf(BlockClass::Error))
        .arg(scan.errorCount());
}

} // namespace ds
