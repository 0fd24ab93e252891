#include "exportactions.h"

#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/fiointerop.h"
#include "model/session.h"
#include "model/usererror.h"
#include "rendercommand.h"
#include "reports/export.h"
#include "sessiondocument.h"
#include "testpage.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QSpinBox>

namespace ds {

ExportActions::ExportActions(std::function<TestPage*()> currentPage, const SessionDocument* document, QWidget* window)
    : QObject(window)
    , m_currentPage(std::move(currentPage))
    , m_document(document)
    , m_window(window)
    , m_exportPng(new QAction(QIcon(QStringLiteral(":/icons/export.svg")), tr("Export &PNG…"), window))
    , m_exportSvg(new QAction(tr("Export S&VG…"), window))
    , m_copy(new QAction(tr("&Copy image"), window))
    , m_copyFioJob(new QAction(tr("Copy as &fio job"), window))
    , m_saveFioJob(new QAction(tr("Save as fio &job file…"), window))
    , m_exportReport(new QAction(tr("Export repor&t…"), window))
{
    m_exportPng->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportPng->setToolTip(tr("Save the chart as a PNG with a caption naming the drive, test and settings"));
    connect(m_exportPng, &QAction::triggered, this, [this]() {
        exportInteractive(tr("Export PNG"), QStringLiteral("png"), tr("PNG images (*.png)"), &ExportActions::exportPng);
    });
    m_exportSvg->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportSvg, &QAction::triggered, this, [this]() {
        exportInteractive(tr("Export SVG"), QStringLiteral("svg"), tr("SVG images (*.svg)"), &ExportActions::exportSvg);
    });
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copy->setToolTip(tr("Copy the chart with its caption to the clipboard, to paste into a review"));
    connect(m_copy, &QAction::triggered, this, [this]() { copyImage(m_exportSize); });
    m_copyFioJob->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_copyFioJob->setToolTip(tr("Copy the shown run as a fio job file, to check its figures with fio: save it, "
                                "run fio FILE --output-format=json and compare fio's output with the session"));
    connect(m_copyFioJob, &QAction::triggered, this, &ExportActions::copyFioJob);
    m_saveFioJob->setToolTip(m_copyFioJob->toolTip());
    connect(m_saveFioJob, &QAction::triggered, this, &ExportActions::saveFioJobInteractive);
    m_exportReport->setToolTip(tr("Save every run of this window's session as an HTML or Markdown report, with "
                                  "its charts, tables and caveats, as drivescope-cli export writes it"));
    connect(m_exportReport, &QAction::triggered, this, &ExportActions::exportReportInteractive);
}

void ExportActions::setAvailable(bool haveResult, bool haveRun)
{
    m_exportPng->setEnabled(haveResult);
    m_exportSvg->setEnabled(haveResult);
    m_copy->setEnabled(haveResult);
    m_copyFioJob->setEnabled(haveRun);
    m_saveFioJob->setEnabled(haveRun);
    m_exportReport->setEnabled(!m_document->session().runs.empty());
}

bool ExportActions::exportPng(const QString& path, QSize size, QString* error)
{
    TestPage* page = m_currentPage();
    if (!page)
        return false;
    const ExportThemeScope theme(page, m_theme);
    const QImage image
        = renderImage([page](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); },
            page->caption(), page->exportSize(size), exportBackground(m_theme));
    return savePng(image, path, error);
}

bool ExportActions::exportSvg(const QString& path, QSize size, QString* error)
{
    TestPage* page = m_currentPage();
    if (!page)
        return false;
    const ExportThemeScope theme(page, m_theme);
    return saveSvg([page](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); }, page->caption(),
        page->exportSize(size), exportBackground(m_theme), path, error);
}

void ExportActions::copyImage(QSize size)
{
    TestPage* page = m_currentPage();
    if (!page)
        return;
    const QSize fitted = page->exportSize(size);
    const ExportThemeScope theme(page, m_theme);
    copyImageToClipboard(
        renderImage([page](QPainter& painter, const QRectF& area) { page->paintExport(painter, area); },
            page->caption(), fitted, exportBackground(m_theme)));
    emit message(tr("Image copied to the clipboard (%1 × %2).").arg(fitted.width()).arg(fitted.height()));
}

QString ExportActions::fioJobOfShownRun() const
{
    const std::optional<size_t> index = m_document->shownRun(m_currentPage());
    if (!index || *index >= m_document->session().runs.size())
        throw UserError(tr("This page shows no run yet: run its test, or open a session."));
    QStringList jobs;
    for (size_t run : sessionRunGroup(m_document->session(), *index))
        jobs += fioJobFile(m_document->session().runs[run]);
    return jobs.join(QLatin1Char('\n'));
}

namespace {
    // Writes what `make` returns to `path` (`what` names it in messages), never over a session; false
    // with *error set when `make` refuses or the file cannot be written.
    bool saveTextFile(const QString& path, const QString& what, const std::function<QString()>& make, QString* error)
    {
        try {
            const QByteArray bytes = make().toUtf8();
            checkOutputKeepsSessions(path, what);
            SafeSaveFile file(path, what);
            file.write(bytes);
            file.commit();
        } catch (const UserError& failure) {
            if (error)
                *error = failure.message();
            return false;
        }
        return true;
    }
}

bool ExportActions::saveFioJob(const QString& path, QString* error)
{
    return saveTextFile(
        path, tr("the fio job file"), [this]() { return fioJobOfShownRun(); }, error);
}

void ExportActions::copyFioJob()
{
    try {
        const QString job = fioJobOfShownRun();
        QGuiApplication::clipboard()->setText(job);
        emit message(tr("Copied as a fio job file (%n job(s)); save it and run: fio FILE", nullptr,
            static_cast<int>(job.count(QStringLiteral("\n[")))));
    } catch (const UserError& error) {
        emit failed(tr("Cannot make a fio job"), error.message());
    }
}

void ExportActions::saveFioJobInteractive()
{
    if (!m_currentPage())
        return; // the Health tab has no run
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save as fio job file"),
        QStringLiteral("drivescope-%1.fio").arg(m_currentPage()->title().toLower()), tr("fio job files (*.fio)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveFioJob(path, &error))
        emit failed(tr("Cannot save the fio job file"), error);
    else
        emit message(tr("Saved %1; run it with: fio %1").arg(path));
}

bool ExportActions::exportReport(const QString& path, QString* error)
{
    return saveTextFile(
        path, tr("the report"),
        [this, &path]() {
            const QString suffix = QFileInfo(path).suffix().toLower();
            const bool html = suffix == QLatin1String("html") || suffix == QLatin1String("htm");
            if (!html && suffix != QLatin1String("md"))
                throw UserError(tr("Name the report .html or .md, for HTML or Markdown: %1").arg(path));
            const Session& session = m_document->session();
            if (session.runs.empty())
                throw UserError(tr("This window has no runs to report yet."));
            // In the colours chosen for exports (Image size… → Colours), light for print by default.
            return html ? htmlReport(session, m_theme) : markdownReport(session, m_theme);
        },
        error);
}

void ExportActions::exportReportInteractive()
{
    const QString htmlFilter = tr("HTML report (*.html)");
    const QString markdownFilter = tr("Markdown report (*.md)");
    QString chosenFilter = htmlFilter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export report"), QStringLiteral("drivescope-report.html"),
        htmlFilter + QStringLiteral(";;") + markdownFilter, &chosenFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += chosenFilter == markdownFilter ? QStringLiteral(".md") : QStringLiteral(".html");
    QString error;
    if (!exportReport(path, &error))
        emit failed(tr("Cannot export the report"), error);
    else
        emit message(
            tr("Saved the report of %n run(s) as %1", nullptr, static_cast<int>(m_document->session().runs.size()))
                .arg(path));
}

bool ExportActions::askExportSize(QSize* size)
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Image size"));
    auto* width = new QSpinBox;
    auto* height = new QSpinBox;
    width->setRange(200, 10000);
    height->setRange(200, 10000);
    width->setValue(m_exportSize.width());
    height->setValue(m_exportSize.height());
    width->setSuffix(tr(" px"));
    height->setSuffix(tr(" px"));
    auto* colours = new QComboBox;
    colours->setObjectName(QStringLiteral("exportTheme"));
    colours->addItem(tr("Light (for print)"), QVariant::fromValue(static_cast<int>(ExportTheme::Light)));
    colours->addItem(tr("Dark"), QVariant::fromValue(static_cast<int>(ExportTheme::Dark)));
    colours->setCurrentIndex(m_theme == ExportTheme::Dark ? 1 : 0);
    colours->setToolTip(tr("The image's colours, whatever the window's palette"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("&Width:"), width);
    form->addRow(tr("&Height:"), height);
    form->addRow(tr("&Colours:"), colours);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_exportSize = QSize(width->value(), height->value());
    m_theme = static_cast<ExportTheme>(colours->currentData().toInt());
    *size = m_exportSize;
    return true;
}

void ExportActions::exportInteractive(const QString& title, const QString& suffix, const QString& filter,
    bool (ExportActions::*write)(const QString&, QSize, QString*))
{
    QSize size;
    if (!m_currentPage() || !askExportSize(&size))
        return;
    const QString path = QFileDialog::getSaveFileName(
        m_window, title, QStringLiteral("drivescope-%1.%2").arg(m_currentPage()->title().toLower(), suffix), filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!(this->*write)(path, size, &error))
        emit failed(tr("Export failed"), error);
    else
        emit message(tr("Saved %1").arg(path));
}

} // namespace ds
