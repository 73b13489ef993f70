// Vite's `?url` imports: the URL of a file copied into the build (used for the print fonts).
declare module "*?url" {
  const url: string;
  export default url;
}
