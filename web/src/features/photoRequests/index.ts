/** What the photo requests feature offers other features: the count of requests waiting (the dashboard shows it). */
export { usePhotoRequestsWaiting } from './components/usePhotoRequestsWaiting';
