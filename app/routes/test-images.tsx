import { GeneratedImage } from "~/images/components/GeneratedImage";
import { listImageSlots } from "~/images/slots";
import type { Route } from "./+types/test-images";

// Every state of <GeneratedImage> on one page, for the end-to-end tests (tests/e2e/images.test.ts).
// In the test build only (app/routes.ts).
//   /__test/images         one slot per scenario (sizes, fallbacks, generation outcomes)
//   /__test/images?auto    a slot with autoGenerate (kept apart: it requests on load)
//   /__test/images?slots   every registered site slot

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const view = query.has("auto") ? "auto" : query.has("slots") ? "slots" : "states";
  return { view, slots: view === "slots" ? listImageSlots() : [] } as const;
}

export const meta = () => [{ title: "Image states (test)" }, { name: "robots", content: "noindex" }];

const scenarios = [
  { id: "fallback", topic: "dome security camera on a building corner", alt: "A dome camera on the corner of a building" },
  { id: "success", topic: "access control reader at an office door", alt: "An access control reader beside an office door" },
  { id: "url", topic: "intruder alarm keypad on a wall", alt: "An alarm keypad on a wall" },
  { id: "failure", topic: "video intercom at a villa gate", alt: "A video intercom at a villa gate" },
  { id: "broken", topic: "automatic barrier at a car park entrance", alt: "A barrier at a car park entrance" },
  // A slot of the site's registry: the endpoint generates nothing else.
  { id: "real", topic: listImageSlots()[0]!.prompt, alt: "A registered image slot of the site" },
] as const;

export default function TestImagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-10 pt-28 pb-16">
      <h1 className="text-2xl font-bold">Image states</h1>
      {loaderData.view === "states" && (
        <>
          <div className="grid gap-8 sm:grid-cols-2">
            {scenarios.map((scenario) => (
              <section key={scenario.id} data-testid={scenario.id} aria-label={scenario.id}>
                <GeneratedImage prompt={scenario.topic} alt={scenario.alt} width={600} height={400} className="w-full rounded-card" />
              </section>
            ))}
          </div>
          <div className="flex flex-wrap items-start gap-8">
            <section data-testid="card" aria-label="card">
              <GeneratedImage
                prompt="fingerprint attendance terminal"
                alt="A fingerprint attendance terminal"
                width={80}
                height={80}
                className="size-20 rounded-card"
              />
            </section>
            <section data-testid="default-size" aria-label="default size">
              <GeneratedImage prompt="smart home control panel" alt="A smart home control panel" className="w-64 rounded-card" />
            </section>
            <section data-testid="custom-fallback" aria-label="custom fallback">
              <GeneratedImage
                prompt="public address speaker"
                alt="A public address speaker"
                width={600}
                height={400}
                fallbackSrc="/images/missing-fallback.png"
                className="w-64 rounded-card"
              />
            </section>
          </div>
        </>
      )}
      {loaderData.view === "auto" && (
        <section data-testid="auto" aria-label="auto">
          <GeneratedImage
            prompt="parking garage camera"
            alt="A camera in a parking garage"
            width={600}
            height={400}
            autoGenerate
            priority
            className="w-full max-w-xl rounded-card"
          />
        </section>
      )}
      {loaderData.view === "slots" && (
        <div className="grid gap-6 sm:grid-cols-3">
          {loaderData.slots.map((slot) => (
            <GeneratedImage
              key={`${slot.width}x${slot.height}|${slot.prompt}`}
              prompt={slot.prompt}
              alt={slot.prompt}
              width={slot.width}
              height={slot.height}
              className="w-full rounded-card"
            />
          ))}
        </div>
      )}
    </div>
  );
}
