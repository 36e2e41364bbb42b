import { PageBanner } from "~/shell/PageBanner";

/**
 * The page a newsletter link opens: one button that posts. Opening the link does nothing by itself, so a mail
 * scanner that follows every link neither confirms nor unsubscribes anyone.
 */
export function NewsletterPrompt({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <>
      <PageBanner title={title} />
      <section className="container-page py-16">
        <p className="max-w-2xl text-lg">{text}</p>
        {/* No action attribute: the form posts to this very URL, token included. */}
        <form method="post" className="mt-8">
          <button type="submit" className="btn-primary">
            {button}
          </button>
        </form>
      </section>
    </>
  );
}
