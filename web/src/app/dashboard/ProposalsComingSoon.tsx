/** The two proposal tabs until the proposals issue fills them: they say so plainly. */
export function ProposalsComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <>
      <h2>{title}</h2>
      <p>Proposals are coming soon: you will {what} here.</p>
    </>
  );
}
