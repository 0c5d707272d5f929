/**
 * The links a group of the HTML sitemap shows at most (incubators, teams, projects): enough to browse,
 * few enough that the page stays quick with a hundred thousand incubators. A larger group ends with a
 * link to its directory, which pages through the rest; /sitemap.xml lists every one for crawlers.
 */
export const SITEMAP_GROUP_LINKS = 50;
