/** The custom cursor's ring (SPEC §4); app/shell/enhance/cursor.ts moves it. Decorative: the system cursor stays. */
export function CustomCursor() {
  return (
    <div
      hidden
      aria-hidden="true"
      data-custom-cursor=""
      data-testid="custom-cursor"
      className="pointer-events-none fixed start-0 top-0 z-[60] -ms-4 -mt-4 size-8 rounded-full border-2 border-accent-500/70 transition-[width,height,margin] duration-150 data-[enlarged=true]:-ms-6 data-[enlarged=true]:-mt-6 data-[enlarged=true]:size-12 data-[enlarged=true]:bg-accent-500/10"
    />
  );
}
