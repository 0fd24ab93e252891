#pragma once

#include "model/session.h"

#include <QComboBox>

#include <optional>
#include <vector>

namespace ds {

// The toolbar's run picker: when the session holds several runs of the page's test, it chooses the
// one the page shows.
class RunPicker : public QComboBox {
    Q_OBJECT
public:
    explicit RunPicker(QWidget* parent = nullptr);

    // Lists `runs` (indices into `session`), `shown` selected; empty for fewer than two runs.
    void setRuns(const Session& session, const std::vector<size_t>& runs, std::optional<size_t> shown);

signals:
    // The user chose the session's run `index`.
    void runChosen(size_t index);
};

} // namespace ds
