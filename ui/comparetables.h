#pragma once

#include <QColor>
#include <QStringList>

#include <vector>

class QTableWidget;

namespace ds {

struct Comparison;

// The compare view's tables. Key figures: one row per figure (paired by key, named in the window's
// words), its value per run and the change against the first, coloured by core's verdict.
void fillFigureTable(
    QTableWidget* table, const Comparison& comparison, const QStringList& names, const std::vector<QColor>& colors);
// What changed between the runs (core's host and device facts), the facts a run did not record, and
// the runs' caveats.
void fillChangeTable(QTableWidget* table, const Comparison& comparison, const QStringList& names);

} // namespace ds
