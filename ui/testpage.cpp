#include "testpage.h"

#include <QDateTime>

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
    return ImageCaption::forTarget(m_lastOutcome->target, title(),
        m_lastOutcome->plan.describe() + (m_lastOutcome->cancelled ? tr(" (stopped early)") : QString()),
        resultSummary(), date);
}

} // namespace ds
