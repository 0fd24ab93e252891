#pragma once

#include "chartexport.h"
#include "exporttheme.h"

#include <QObject>
#include <QSize>

#include <functional>

class QAction;
class QWidget;

namespace ds {

class SessionDocument;
class TestPage;

// The window's export actions: the shown page as a PNG, an SVG or a clipboard image with its caption,
// and the shown run as a fio job file, to check its figures with fio. It speaks through signals, which
// the window shows in its status line and message boxes.
class ExportActions : public QObject {
    Q_OBJECT
public:
    // `currentPage`: the page shown now; `document`: the runs the pages show; `window`: the parent of
    // the actions and dialogs.
    ExportActions(std::function<TestPage*()> currentPage, const SessionDocument* document, QWidget* window);

    QAction* exportPngAction() const { return m_exportPng; }
    QAction* exportSvgAction() const { return m_exportSvg; }
    QAction* copyImageAction() const { return m_copy; }
    QAction* copyFioJobAction() const { return m_copyFioJob; }
    QAction* saveFioJobAction() const { return m_saveFioJob; }
    QAction* exportReportAction() const { return m_exportReport; }
    // The image actions where the page shows a result, the fio actions where it shows a run.
    void setAvailable(bool haveResult, bool haveRun);
    // The images' colours, whatever the window's palette (light unless chosen in the size dialog).
    ExportTheme exportTheme() const { return m_theme; }
    void setExportTheme(ExportTheme theme) { m_theme = theme; }
    // The size the user chose last for images.
    QSize exportSize() const { return m_exportSize; }
    void setExportSize(QSize size) { m_exportSize = size; }

    // Exports the current page; false with *error set when the file cannot be written.
    bool exportPng(const QString& path, QSize size, QString* error);
    bool exportSvg(const QString& path, QSize size, QString* error);
    void copyImage(QSize size);
    // The run the current page shows as a fio job file; throws UserError when the page shows no run.
    QString fioJobOfShownRun() const;
    // Writes that job file; false with *error set when it cannot be written.
    bool saveFioJob(const QString& path, QString* error);
    // The window's session as the report `drivescope-cli export --format html|markdown` writes: HTML for a
    // path ending in .html or .htm, Markdown for .md; false with *error set otherwise or when it cannot be
    // written.
    bool exportReport(const QString& path, QString* error);

signals:
    // A line for the status bar.
    void message(const QString& text);
    void failed(const QString& title, const QString& message);

private:
    // Asks for the image's size and file, then writes it with `write` (exportPng, exportSvg).
    void exportInteractive(const QString& title, const QString& suffix, const QString& filter,
        bool (ExportActions::*write)(const QString&, QSize, QString*));
    void copyFioJob();
    void saveFioJobInteractive();
    void exportReportInteractive();
    // The image's size and colours.
    bool askExportSize(QSize* size);

    std::function<TestPage*()> m_currentPage;
    const SessionDocument* m_document;
    QWidget* m_window;
    QAction* m_exportPng;
    QAction* m_exportSvg;
    QAction* m_copy;
    QAction* m_copyFioJob;
    QAction* m_saveFioJob;
    QAction* m_exportReport;
    QSize m_exportSize = kDefaultExportSize;
    ExportTheme m_theme = ExportTheme::Light;
};

} // namespace ds
