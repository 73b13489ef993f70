// The tab's title for each route, in the page's language: "<page> · Number Games" (the home
// page: the app's name alone), so tabs, history and screen readers say where one is.

import type { TFunction } from "i18next";
import { printTitleKey } from "./print/title";
import type { Route } from "./router";

export function pageTitle(route: Route, t: TFunction): string {
  const game = (id: string) => t(`games.${id}.title` as "games.number-line.title");
  const page = ((): string | null => {
    switch (route.page) {
      case "home":
        return null;
      case "setup":
        return game(route.game);
      case "local":
        return t("app.titleGame");
      case "online":
        return route.game === null ? t("online.title") : game(route.game);
      case "table":
        return t("app.titleTable");
      case "replay":
        return t("replay.title");
      case "print":
        return t(printTitleKey(route.game));
      case "speed":
        return t("speed.title");
      case "warmup":
        return t("warmup.title");
      case "rules":
        return t("rules.title", { game: game(route.game) });
      case "learn":
        return t("tutorial.title", { game: game(route.game) });
      case "lab":
        return route.game === null ? t("lab.title") : t("lab.titleOf", { game: game(route.game) });
      case "classNew":
        return t("classroom.newTitle");
      case "classTeacher":
      case "classProjector":
      case "classJoin":
        return t("app.titleClass");
      case "notFound":
        return t("app.notFoundTitle");
    }
  })();
  return page === null ? t("app.name") : `${page} · ${t("app.name")}`;
}
