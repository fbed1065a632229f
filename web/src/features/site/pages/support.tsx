import { useLoaderData } from 'react-router';
import { getConfig } from '#web/lib/config';

export async function loader() {
  // Pre-rendered at build time, where no runtime config exists: the list comes with the browser's render.
  if (import.meta.env.SSR) return { videos: null };
  const { supportVideos } = await getConfig();
  return { videos: supportVideos };
}

export function Component() {
  const { videos } = useLoaderData<typeof loader>();
  return (
    <section className="page support">
      <h1>Support</h1>
      <p>These short videos show how to use the site step by step.</p>
      {videos?.length === 0 && <p>No support videos are available right now.</p>}
      {videos?.map((video, i) => (
        <article className="video" key={`${i}-${video.title}`}>
          <h2>{video.title}</h2>
          <iframe
            src={video.url}
            title={video.title}
            height={640}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </article>
      ))}
    </section>
  );
}
