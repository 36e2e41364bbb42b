/** The faint technical grid of the dark title areas (DESIGN "Imagery"), behind the page banner and the page hero. */
export function GridBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[linear-gradient(rgba(20,184,196,0.08)_1px,transparent_1px),linear-gradient(90deg,rgba(20,184,196,0.08)_1px,transparent_1px)] bg-[size:32px_32px]"
    />
  );
}
