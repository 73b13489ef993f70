// Entry point: i18n, the stylesheet, the app. The app renders once the language's strings
// are in (their own chunk): no text ever shows as its key.

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { initI18n } from "./i18n";
import "./styles.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root");
void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
