// The app shell: header (home link, language switch), the page for the current route, and
// an announcer for screen readers. Every page, the home page too, is loaded on demand.

import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { pageTitle } from "./pageTitle";
import type { Route } from "./router";
import { href, useRoute } from "./router";
import { LanguageSwitch } from "./ui/LanguageSwitch";

// The home page too: a class's join page (a phone, from the QR code) needs none of its games.
const Home = lazy(() => import("./home/Home").then((m) => ({ default: m.Home })));
const SetupPage = lazy(() => import("./play/SetupPage"));
const LocalGamePage = lazy(() => import("./play/LocalGamePage"));
const OnlinePage = lazy(() => import("./online/OnlinePage"));
const TablePage = lazy(() => import("./online/table/TablePage"));
const ReplayPage = lazy(() => import("./replay/ReplayPage"));
const PrintPage = lazy(() => import("./print/PrintPage"));
const SpeedPage = lazy(() => import("./speed/SpeedPage"));
const WarmupPage = lazy(() => import("./warmup/WarmupPage"));
const RulesPage = lazy(() => import("./rules/RulesPage"));
const TutorialPage = lazy(() => import("./tutorial/TutorialPage"));
const LabPage = lazy(() => import("./lab/LabPage"));
const NewClassPage = lazy(() => import("./classroom/NewClassPage"));
const TeacherPage = lazy(() => import("./classroom/TeacherPage"));
const ProjectorPage = lazy(() => import("./classroom/ProjectorPage"));
const StudentPage = lazy(() => import("./classroom/StudentPage"));

function Page({ route }: { route: Route }) {
  const { t } = useTranslation();
  switch (route.page) {
    case "home":
      return <Home />;
    case "setup":
      return <SetupPage key={`${route.game}/${route.mode}`} game={route.game} mode={route.mode} />;
    case "local":
      return <LocalGamePage key={route.id} id={route.id} />;
    case "online":
      return <OnlinePage game={route.game} />;
    case "table":
      return <TablePage key={route.tableId} tableId={route.tableId} />;
    case "replay":
      return <ReplayPage key={route.source ?? ""} source={route.source} />;
    case "print":
      return <PrintPage game={route.game} />;
    case "speed":
      return <SpeedPage />;
    case "warmup":
      return <WarmupPage />;
    case "rules":
      return <RulesPage key={route.game} game={route.game} />;
    case "learn":
      return <TutorialPage key={route.game} game={route.game} />;
    case "lab":
      return <LabPage key={route.game ?? ""} game={route.game} />;
    case "classNew":
      return <NewClassPage />;
    case "classTeacher":
      return <TeacherPage key={route.classId} classId={route.classId} />;
    case "classProjector":
      return <ProjectorPage key={route.classId} classId={route.classId} />;
    case "classJoin":
      return <StudentPage key={route.code ?? ""} code={route.code} />;
    case "notFound":
      return (
        <div className="page narrow">
          <h1>{t("app.notFoundTitle")}</h1>
          <p>{t("app.notFound")}</p>
          <a className="button" href={href({ page: "home" })}>
            {t("app.backHome")}
          </a>
        </div>
      );
  }
}

export function App() {
  const { t, i18n } = useTranslation();
  const route = useRoute();
  const main = useRef<HTMLElement>(null);

  // The tab's title follows the page and the language (the online table's alerts prefix it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes `t`'s output
  useEffect(() => {
    document.title = pageTitle(route, t);
  }, [href(route), i18n.language, t]);
  const first = useRef(true);

  // Move focus to the new page on navigation, so keyboard and screen-reader users follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page changes only
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [route.page]);

  // The projector view is the room's screen: no link, no button, so no site header either.
  const bare = route.page === "classProjector";
  return (
    <>
      {bare ? null : (
        <a className="skip-link" href="#main">
          {t("app.skip")}
        </a>
      )}
      {bare ? null : (
        <header className="app-header">
          {/* The name read out is the visible text (WCAG 2.5.3), then where it goes: one label,
              as the parts of a flex box were read with a space before the comma ("Number Games
              , home page"), and on a phone, where the name is hidden, as ", home page". */}
          <a
            className="brand"
            href={href({ page: "home" })}
            aria-label={`${t("app.name")}${t("app.home")}`}
          >
            {/* The "17" mark is drawn by the stylesheet (.brand-mark::before, with no text for
                assistive technology): as text it would have to be part of the name. */}
            <span className="brand-mark" aria-hidden="true" />
            <span className="brand-name">{t("app.name")}</span>
          </a>
          <nav className="header-nav">
            <LanguageSwitch />
          </nav>
        </header>
      )}
      <main id="main" ref={main} tabIndex={-1}>
        <Suspense fallback={<div className="page loading">{t("app.loading")}</div>}>
          <Page route={route} />
        </Suspense>
      </main>
    </>
  );
}
