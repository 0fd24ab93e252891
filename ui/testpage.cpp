#include "testpage.h"

#include "exportpanels.h"

#include <QDateTime>
#include <QLabel>

namespace ds {

ImageCaption TestPage::caption() const
{
    if (!m_lastOutcome)
        return ImageCaption::forTarget(
            TargetInfo {}, title(), m_lastPlanText.isEmpty() ? tr("no result yet") : m_lastPlanText);
    const QString date = m_lastOutcome->startedAt.isEmpty()
        ? QString()
        : QDateTime::fromString(m_lastOutcome->startedAt, Qt::ISODate)
              .toUTC()
              .toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    ImageCaption caption
        = ImageCaption::forTarget(m_lastOutcome->target, ExportPanels::testName(*m_lastOutcome, title()),
            m_lastOutcome->plan.describe(true) + (m_lastOutcome->cancelled ? tr(" (stopped early)") : QString()),
            resultSummary(), date);
    caption.host = m_lastOutcome->host;
    caption.stats = ExportPanels::statsOf(*m_lastOutcome);
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
