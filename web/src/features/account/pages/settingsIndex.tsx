export function Component() {
  return (
    <section className="page">
      <h1>User Settings</h1>
      <p>Manage your user profile, password and e-mail notifications, refer a friend, see the families you blocked, download your data or delete your account.</p>
    </section>
  );
}
