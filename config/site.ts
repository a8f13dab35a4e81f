/** Addresses and names shared by the navbar, the footer and the pages. */
export const siteUrl = 'https://dev.ingonyama.com';
export const organizationName = 'ingonyama-zk';
export const projectName = 'icicle';
export const libraryRepoUrl = 'https://github.com/ingonyama-zk/icicle';
export const companyUrl = 'https://www.ingonyama.com';
export const feedbackUrl = 'https://forms.monday.com/forms/7b51e0bdad766b71da8869704c301472?r=use1';

export const communityLinks = [
  {label: 'Discord', href: 'https://discord.gg/6vYrE7waPj'},
  {label: 'LinkedIn', href: 'https://www.linkedin.com/company/ingonyama'},
  {label: 'X/Twitter', href: 'https://x.com/Ingo_zk'},
  {label: 'YouTube', href: 'https://www.youtube.com/@ingo_ZK'},
  {label: 'Mailing List', href: 'https://wkf.ms/3LKCbdj'},
] as const;

/** Where each docs page's "Edit this page" link points: the docs folder of the library repository. */
export const editUrlBase = `${libraryRepoUrl}/edit/main/docs`;
