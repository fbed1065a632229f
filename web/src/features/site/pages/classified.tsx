export function Component() {
  return (
    <section className="page page-narrow">
      <h1>Service Providers</h1>
      <p>Our directory of community service providers is coming soon.</p>
    </section>
  );
}
