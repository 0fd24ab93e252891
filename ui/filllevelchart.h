#pragma once

#include "model/chartdescription.h"
#include "themedchart.h"

#include <vector>

class QLineSeries;
class QValueAxis;

namespace ds {

// The sustained write's rate against how full it has made its region (the drive, where it wrote all of
// it): 0 … 100 % across, so drives of any size read alike. Live samples are placed by the model's rule
// (fillRegion); a finished run's curve is its chart description (describeFillLevel), as the report's.
class FillLevelChart : public ThemedChart {
    Q_OBJECT
public:
    explicit FillLevelChart(QObject* parent = nullptr);
    ~FillLevelChart() override;
    QChart* chart() const override { return m_chart; }

    // Empty, for a write that fills `region`.
    void reset(const FillRegion& region);
    void appendSamples(const std::vector<SustainedSample>& samples);
    // The finished write's curve and axes as the model describes them (describeFillLevel).
    void showResult(const SustainedResult& sustained);

    const QLineSeries* rateSeries() const { return m_rate; }
    QValueAxis* fillAxis() const { return m_fillAxis; }
    QValueAxis* rateAxis() const { return m_rateAxis; }

protected:
    void restyle() override;

private:
    void setFillAxis(const AxisRange& range, bool wholeDrive);

    QChart* m_chart;
    QLineSeries* m_rate;
    QValueAxis* m_fillAxis;
    QValueAxis* m_rateAxis;
    FillRegion m_region;
    double m_maxRate = 0;
};

} // namespace ds
