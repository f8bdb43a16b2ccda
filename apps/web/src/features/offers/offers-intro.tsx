/** The offers screen's heading and lead: drawn by the screen and by its preview (offers-preview.tsx) alike. */
export function OffersIntro() {
  return (
    <>
      <h1 id="offers-title">Choose your offer</h1>
      <p className="page__lead">
        You are pre-qualified. Pick an offer, choose how much to draw and see what you would pay each month.
      </p>
    </>
  );
}
