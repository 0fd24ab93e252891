#pragma once

#include "comparedata.h"

#include <Qt>

#include <memory>
#include <utility>
#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace ds {

// The compare list's item data: files at the top level, their runs as checkable children.
constexpr int kCompareRunRole = Qt::UserRole + 1; // the run's index on a child item
constexpr int kComparePathRole = Qt::UserRole + 2; // the file on a top-level item
constexpr int kCompareOfferedRole = Qt::UserRole + 4; // on a top-level item: listed unasked, nothing ticked
constexpr int kCompareWindowRole = Qt::UserRole + 5; // on a top-level item: the main window's session
constexpr int kCompareWantedRunRole = Qt::UserRole + 6; // on a top-level item: the id of the run to tick

bool isChosenRun(const QTreeWidgetItem* run);

using LoadedSessions = std::vector<std::pair<QTreeWidgetItem*, std::shared_ptr<const Session>>>;

// The ticked runs of the list in order (the first: the baseline), each with a legend name that tells
// it apart from the others: the run's label, then the file's name or the run's number, then a number.
std::vector<CompareChoice> chosenRuns(const QTreeWidget* list, const LoadedSessions& sessions);

} // namespace ds
