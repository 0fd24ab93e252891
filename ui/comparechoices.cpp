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
            if (chosenInFile > 1 || entry->second->runs.size() > 1)
                choice.source = QStringLiteral("%1#%2").arg(path).arg(run + 1);
            choices.push_back(std::move(choice));
        }
    }
    // Legend names must tell the runs apart: the same label (drive, test, minute) gets its file's name
    // where the files differ, else its run's number, then a number.
    for (CompareChoice& choice : choices) {
        const QString same = choice.label;
        std::vector<CompareChoice*> alike;
        for (CompareChoice& other : choices)
            if (other.label == same)
                alike.push_back(&other);
        if (alike.size() < 2)
            continue;
        const bool oneFile = std::all_of(alike.begin(), alike.end(),
            [&](const CompareChoice* other) { return other->session == alike.front()->session; });
        for (CompareChoice* other : alike)
            other->label = oneFile ? QStringLiteral("%1 #%2").arg(same, other->session->runs.at(other->run).id)
                                   : QStringLiteral("%1 (%2)").arg(same, QFileInfo(other->source).fileName());
    }
    for (size_t i = 0; i < choices.size(); ++i)
        for (size_t j = i + 1; j < choices.size(); ++j)
            if (choices[j].label == choices[i].label)
                choices[j].label += QStringLiteral(" [%1]").arg(j + 1);
    return choices;
}

} // namespace ds
