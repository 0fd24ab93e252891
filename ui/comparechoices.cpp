#include "comparechoices.h"

#include <QFileInfo>
#include <QTreeWidget>

#include <algorithm>

namespace ds {

bool isChosenRun(const QTreeWidgetItem* run) { return run && run->checkState(0) == Qt::Checked; }

std::vector<CompareChoice> chosenRuns(const QTreeWidget* list, const LoadedSessions& sessions)
{
    std::vector<CompareChoice> choices;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* file = list->topLevelItem(i);
        if (!file)
            continue;
        const auto entry = std::find_if(
            sessions.begin(), sessions.end(), [file](const auto& loaded) { return loaded.first == file; });
        if (entry == sessions.end() || !entry->second)
            continue;
        const QString path = file->data(0, kComparePathRole).toString();
        int chosenInFile = 0;
        for (int j = 0; j < file->childCount(); ++j)
            chosenInFile += isChosenRun(file->child(j)) ? 1 : 0;
        for (int j = 0; j < file->childCount(); ++j) {
            if (!isChosenRun(file->child(j)))
                continue;
            const size_t run = static_cast<size_t>(file->child(j)->data(0, kCompareRunRole).toInt());
            CompareChoice choice { entry->second, run, compareRunLabel(*entry->second, run, path), path };
            // Several runs of one file: each says which it is.
            if (chosenInFile > 1 || entry->second->runs.size() > 1) {
                choice.source = QStringLiteral("%1#%2").arg(path).arg(run + 1);
                if (chosenInFile > 1)
                    choice.label += QStringLiteral(" #%1").arg(run + 1);
            }
            choices.push_back(std::move(choice));
        }
    }
    // Legend names must tell the runs apart: the same drive and minute get the file's name.
    for (CompareChoice& choice : choices)
        if (std::count_if(
                choices.begin(), choices.end(), [&](const CompareChoice& other) { return other.label == choice.label; })
            > 1) {
            const QString same = choice.label;
            for (CompareChoice& other : choices)
                if (other.label == same)
                    other.label = QStringLiteral("%1 (%2)").arg(same, QFileInfo(other.source).fileName());
        }
    for (size_t i = 0; i < choices.size(); ++i)
        for (size_t j = i + 1; j < choices.size(); ++j)
            if (choices[j].label == choices[i].label)
                choices[j].label += QStringLiteral(" [%1]").arg(j + 1);

    return choices;
}

} // namespace ds
