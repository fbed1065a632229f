export function Component() {
  return (
    <section className="page page-narrow">
      <h1>Community Events</h1>
      <p>Coming up</p>
    </section>
  );
}
