#include "rendercommand.h"

#include "files/lazyuserfile.h"

#include "blocksizepage.h"
#include "chartexport.h"
#include "consistencypage.h"
#include "errorscanpage.h"
#include "exporttheme.h"
#include "files/safesavefile.h"
#include "files/userfile.h"
#include "model/results/hdtachresult.h"
#include "model/results/packedzones.h"
#include "model/session.h"
#include "model/usererror.h"
#include "multidrivepage.h"
#include "patternspage.h"
#include "ptspage.h"
#include "queuedepthpage.h"
#include "quicksuitepage.h"
#include "surfacepage.h"
#include "sustainedpage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <memory>
#include <optional>

namespace ds {

namespace {
    struct ChartName {
        const char* name;
        TestKind kind;
    };
    constexpr ChartName kCharts[] = {
        { "surface", TestKind::Surface },
        { "block-size", TestKind::BlockSize },
        { "queue-depth", TestKind::QueueDepth },
        { "patterns", TestKind::Patterns },
        { "quick", TestKind::QuickSuite },
        { "multi", TestKind::MultiTarget },
        { "sustained", TestKind::SustainedWrite },
        { "scan", TestKind::ErrorScan },
        { "consistency", TestKind::Consistency },
        { "pts", TestKind::Pts },
    };

    std::unique_ptr<TestPage> pageFor(TestKind kind)
    {
        switch (kind) {
        case TestKind::Surface:
            return std::make_unique<SurfacePage>();
        case TestKind::BlockSize:
            return std::make_unique<BlockSizePage>();
        case TestKind::QueueDepth:
            return std::make_unique<QueueDepthPage>();
        case TestKind::Patterns:
            return std::make_unique<PatternsPage>();
        case TestKind::QuickSuite:
            return std::make_unique<QuickSuitePage>();
        case TestKind::MultiTarget:
            return std::make_unique<MultiDrivePage>();
        case TestKind::SustainedWrite:
            return std::make_unique<SustainedPage>();
        case TestKind::ErrorScan:
            return std::make_unique<ErrorScanPage>();
        case TestKind::Consistency:
            return std::make_unique<ConsistencyPage>();
        case TestKind::Pts:
            return std::make_unique<PtsPage>();
        }
        return nullptr;
    }

    void printError(const QString& message)
    {
        std::fprintf(stderr, "drivescope-cli render: error: %s\n", message.toLocal8Bit().constData());
    }

    // The run of a session to draw: the one --run names (its number or id), else the last one the
    // chart can show (any chart, when none was named).
    SessionRun& pickRun(Session& session, const QString& wanted, std::optional<TestKind> chart)
    {
        if (session.runs.empty())
            throw UserError(QStringLiteral("the session holds no runs"));
        if (!wanted.isEmpty()) {
            for (SessionRun& run : session.runs)
                if (run.id == wanted)
                    return run;
            bool ok = false;
            const unsigned index = wanted.toUInt(&ok);
            if (ok && index >= 1 && index <= session.runs.size())
                return session.runs[index - 1];
            throw UserError(
                QStringLiteral("the session has no run '%1' (it has %2)").arg(wanted).arg(session.runs.size()));
        }
        QStringList kinds;
        for (auto run = session.runs.rbegin(); run != session.runs.rend(); ++run) {
            kinds.prepend(run->kindName());
            if (const std::optional<TestKind> kind = pageKindOf(*run); kind && (!chart || kind == *chart))
                return *run;
        }
        throw UserError(QStringLiteral("the session has no run %1 (its runs: %2)")
                            .arg(chart ? QStringLiteral("this chart can show") : QStringLiteral("that can be drawn"),
                                kinds.join(QStringLiteral(", "))));
    }

    unsigned pixels(const QCommandLineParser& parser, const QString& name)
    {
        bool ok = false;
        const unsigned value = parser.value(name).toUInt(&ok);
        if (!ok || value < 16 || value > 20000)
            throw UserError(QStringLiteral("--%1 must be a number of pixels from 16 to 20000, not '%2'")
                                .arg(name, parser.value(name)));
        return value;
    }
}

QStringList renderChartNames()
{
    QStringList names;
    for (const ChartName& chart : kCharts)
        names += QLatin1String(chart.name);
    return names;
}

QList<QCommandLineOption> renderOptions()
{
    return {
        { QStringLiteral("session"), QStringLiteral("A session file, or a result file written with --json."),
            QStringLiteral("file") },
        { QStringLiteral("run"),
            QStringLiteral("Which run of the session (number or id; default: the last one the chart can show)."),
            QStringLiteral("run") },
        { QStringLiteral("chart"),
            QStringLiteral("Which chart: %1 (default: the chart of the run drawn).")
                .arg(renderChartNames().join(QStringLiteral(", "))),
            QStringLiteral("name") },
        { QStringLiteral("png"), QStringLiteral("Write a PNG here."), QStringLiteral("file") },
        { QStringLiteral("svg"), QStringLiteral("Write an SVG here."), QStringLiteral("file") },
        { QStringLiteral("width"), QStringLiteral("Image width in pixels (default 1600)."), QStringLiteral("pixels"),
            QStringLiteral("1600") },
        { QStringLiteral("height"), QStringLiteral("Image height in pixels (default 1000)."), QStringLiteral("pixels"),
            QStringLiteral("1000") },
        { QStringLiteral("theme"), QStringLiteral("The image's colours: light or dark (default light)."),
            QStringLiteral("name"), QStringLiteral("light") },
        { QStringLiteral("bars"),
            QStringLiteral("The block-size chart as ATTO draws it: horizontal read and write bars per block size, with "
                           "a table of the figures beside them.") },
        { { QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Show this help.") },
    };
}

int renderCommand(const QStringList& arguments, const QString& help)
{
    QCommandLineParser parser;
    parser.addOptions(renderOptions());
    try {
        if (!parser.parse(QStringList { QStringLiteral("drivescope-cli render") } + arguments))
            throw UserError(parser.errorText());
        if (parser.isSet(QStringLiteral("help"))) {
            std::printf("%s", help.toUtf8().constData());
            return 0;
        }
        if (!parser.positionalArguments().isEmpty())
            throw UserError(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().front()));
        if (!parser.isSet(QStringLiteral("session")))
            throw UserError(QStringLiteral("render needs --session FILE"));
        if (!parser.isSet(QStringLiteral("png")) && !parser.isSet(QStringLiteral("svg")))
            throw UserError(QStringLiteral("render needs --png FILE or --svg FILE"));
        // Refused before any work; savePng() and saveSvg() check again.
        for (const QString& output : { QStringLiteral("png"), QStringLiteral("svg") })
            if (parser.isSet(output)) {
                checkOutputKeepsSessions(parser.value(output), QStringLiteral("an image"));
                SafeSaveFile::checkWritable(parser.value(output), QStringLiteral("an image"));
            }
        QSize size(static_cast<int>(pixels(parser, QStringLiteral("width"))),
            static_cast<int>(pixels(parser, QStringLiteral("height"))));
        const std::optional<ExportTheme> theme = exportThemeNamed(parser.value(QStringLiteral("theme")));
        if (!theme)
            throw UserError(
                QStringLiteral("--theme must be light or dark, not '%1'").arg(parser.value(QStringLiteral("theme"))));
        const QString chartName = parser.value(QStringLiteral("chart"));
        std::optional<TestKind> chart;
        for (const ChartName& candidate : kCharts)
            if (chartName == QLatin1String(candidate.name))
                chart = candidate.kind;
        if (parser.isSet(QStringLiteral("chart")) && !chart)
            throw UserError(QStringLiteral("unknown chart '%1'; one of %2")
                                .arg(chartName, renderChartNames().join(QStringLiteral(", "))));

        const QString path = parser.value(QStringLiteral("session"));
        for (const QString& output : { QStringLiteral("png"), QStringLiteral("svg") })
            if (parser.isSet(output) && isSameExistingFile(parser.value(output), path))
                throw UserError(QStringLiteral("refusing to draw over %1: it is the file being drawn").arg(path));
        QFile file(path);
        if (!openUserFile(file))
            throw UserError(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        FinishedRun finished;
        {
            // The packed surface zones are decoded straight from the file's bytes, which go once parsed;
            // the zones are moved from the session to the page, never copied or sent through JSON again.
            PackedZoneStore packed;
            QJsonParseError parseError;
            LazyUserFile text(file, path, Session::kMaxFileBytes, QStringLiteral("a session or result"));
            const QJsonDocument json = packed.parse(text, &parseError);
            if (json.isNull())
                throw UserError(QStringLiteral("%1 is not JSON: %2 at byte %3")
                                    .arg(path, parseError.errorString())
                                    .arg(parseError.offset));
            if (!json.isObject())
                throw UserError(QStringLiteral("%1 is not a DriveScope result (not a JSON object)").arg(path));
            const PackedZoneStore::Scope scope(packed);
            const QJsonObject document = json.object();
            const bool isSession = document.contains(QStringLiteral("format"));
            if (!isSession && parser.isSet(QStringLiteral("run")))
                throw UserError(QStringLiteral("--run needs a session file; this is a single result"));
            // A result document is read as the one-run session it would have been saved as; its errors
            // name the file.
            Session session = isSession ? Session() : Session::fromResultDocument(document, path);
            try {
                if (isSession)
                    session = Session::fromJson(document);
                SessionRun& run
                    = isSession ? pickRun(session, parser.value(QStringLiteral("run")), chart) : session.runs.front();
                if (!pageKindOf(run))
                    throw UserError(QStringLiteral("results of '%1' cannot be drawn").arg(run.kindName()));
                // A block-size run's read and write sweeps are drawn together, as the window does.
                const std::vector<size_t> group
                    = sessionRunGroup(session, static_cast<size_t>(&run - session.runs.data()));
                finished = FinishedRun::fromSession(std::move(session), group);
            } catch (const UserError& error) {
                throw UserError(QStringLiteral("%1: %2").arg(path, error.message()));
            }
        }
        if (chart && finished.plan.kind() != *chart)
            throw UserError(QStringLiteral("%1 holds a %2 result, which has no '%3' chart")
                                .arg(path, testKindName(finished.plan.kind()), chartName));

        // The page the window shows, laid out off screen at the image's size.
        std::unique_ptr<TestPage> page = pageFor(finished.plan.kind());
        page->setAttribute(Qt::WA_DontShowOnScreen);
        page->resize(size);
        if (auto* blockSize = qobject_cast<BlockSizePage*>(page.get()))
            blockSize->setAttoExport(parser.isSet(QStringLiteral("bars")));
        else if (parser.isSet(QStringLiteral("bars")))
            throw UserError(QStringLiteral("--bars draws block-size results only; %1 holds a %2 result")
                                .arg(path, testKindName(finished.plan.kind())));
        page->show();
        page->runStarted(finished.plan);
        page->runFinished(std::move(finished));
        // Charts drop the axes of the empty chart runStarted() drew with deleteLater(); without an event
        // loop those would still be drawn, over the new ones.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        TestPage* shown = page.get();
        const ExportThemeScope colours(shown, *theme);
        const ContentPainter content
            = [shown](QPainter& painter, const QRectF& area) { shown->paintExport(painter, area); };
        const ImageCaption caption = page->caption();
        size = page->exportSize(size);
        QString error;
        if (parser.isSet(QStringLiteral("png"))
            && !savePng(renderImage(content, caption, size, exportBackground(*theme)),
                parser.value(QStringLiteral("png")), &error)) {
            printError(error);
            return 1;
        }
        if (parser.isSet(QStringLiteral("svg"))
            && !saveSvg(
                content, caption, size, exportBackground(*theme), parser.value(QStringLiteral("svg")), &error)) {
            printError(error);
            return 1;
        }
        return 0;
    } catch (const UserError& error) {
        printError(error.message());
        return 2;
    }
}

} // namespace ds
