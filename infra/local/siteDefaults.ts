/** Support videos shown on /support locally; in AWS they come from the CDK context `supportVideos`. */
export const localSupportVideos = [
  { title: 'How to create a candidate profile', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  { title: 'How to manage your profile', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  { title: 'How to search profiles', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  { title: 'How to create a shared profile', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
];
