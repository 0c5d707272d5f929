import { PageContainer, PageHeader } from "@/components/page-layout";
import { useSession } from "@/lib/auth/session";
import { SupportForm } from "../components/support-form";

/** SPEC §2's 'Contact Support' destination: a message to the people who run this installation. */
export function SupportPage() {
  const session = useSession();
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Contact support"
        lead="Questions about your subscription or membership, a problem with the site, or an idea? Write to the team."
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-2xl">
          <SupportForm session={session.data} />
        </div>
        <aside aria-labelledby="what-to-expect" className="space-y-3 text-sm text-muted-foreground">
          <h2 id="what-to-expect" className="text-base font-semibold text-foreground">
            What to expect
          </h2>
          <p>Your message goes by email to the administrators of this site.</p>
          <p>They reply to the email address you give in the form.</p>
          <p>Never include a password or card number: nobody here will ever ask for one.</p>
        </aside>
      </div>
    </PageContainer>
  );
}
