// The arrangement's hint fits the device: a touch screen (hover: none) drags the chips with a
// finger, so its hint says so (issue #23 item 9: no hints a device cannot follow).

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../i18n";
import { Arrange } from "./Arrange";

const render = () =>
  renderToStaticMarkup(
    createElement(Arrange, {
      groups: [["a", "b"], ["c"]],
      setGroups: () => {},
      nameOf: (id: string) => id.toUpperCase(),
      onSeat: () => {},
      onCancel: () => {},
      busy: false,
    }),
  );

function device(noHover: boolean): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(hover: none)" ? noHover : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeAll(async () => {
  await initI18n("en");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Arrange's hint", () => {
  for (const lang of ["en", "zh"] as const) {
    it(`${lang}: drag or list with a mouse, a finger's words on a touch screen`, async () => {
      await i18n.changeLanguage(lang);
      device(false);
      const mouse = render();
      device(true);
      const touch = render();
      expect(mouse).toContain(i18n.t("classroom.arrangeHint"));
      expect(touch).toContain(i18n.t("classroom.arrangeHintTouch"));
      expect(touch).not.toContain(i18n.t("classroom.arrangeHint"));
    });
  }
});
