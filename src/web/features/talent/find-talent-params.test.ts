import { describe, expect, it } from 'vitest';
import {
  EMPTY_TALENT_FILTERS,
  findTalentUrl,
  readTalentFilters,
  talentRequestPath,
} from './find-talent-params.ts';

const read = (query: string) => readTalentFilters(new URLSearchParams(query));

describe('Find Talent URL state', () => {
  it('reads the header search link as a skills search on page 1', () => {
    expect(read('skills=excel,%20bookkeeping')).toEqual({
      ...EMPTY_TALENT_FILTERS,
      skills: 'excel, bookkeeping',
      page: 1,
    });
  });

  it('drops values the API would refuse instead of breaking the page', () => {
    const filters = read('mode=admin&rating=7&category_id=abc&timezone=%3Cscript%3E&page=-2');
    expect(filters.mode).toBe('skills');
    expect(filters.rating).toBe('');
    expect(filters.category_id).toBe('');
    expect(filters.timezone).toBe('');
    expect(filters.page).toBe(1);
  });

  it('reads the talent facts filters, country in upper case', () => {
    const filters = read(
      'rate_min=10&rate_max=25.50&country=ph&language=Spanish&availability_min=20&search_status=open_to_offers',
    );
    expect(filters).toMatchObject({
      rate_min: '10',
      rate_max: '25.50',
      country: 'PH',
      language: 'Spanish',
      availability_min: '20',
      search_status: 'open_to_offers',
    });
  });

  it('drops facts filters the API would refuse', () => {
    expect(
      read('rate_min=-1&rate_max=1e3&country=XX&availability_min=81&search_status=looking'),
    ).toMatchObject({
      rate_min: '',
      rate_max: '',
      country: '',
      availability_min: '',
      search_status: '',
    });
    expect(read('rate_max=10000.01&availability_min=0').rate_max).toBe('');
    expect(read('availability_min=0').availability_min).toBe('');
    // A range the wrong way round keeps its minimum.
    expect(read('rate_min=50&rate_max=20')).toMatchObject({ rate_min: '50', rate_max: '' });
  });

  it('keeps a valid minimum rating from 0 to 5', () => {
    expect(read('rating=0').rating).toBe('0');
    expect(read('rating=5').rating).toBe('5');
  });

  it('writes only the current mode’s filled-in filters, and the page after the first', () => {
    const filters = {
      ...EMPTY_TALENT_FILTERS,
      skills: ' Excel ',
      experience: 'shopify',
      username: 'maria',
      timezone: 'Asia/Manila',
    };
    expect(findTalentUrl(filters)).toBe(
      '/find-talent?skills=Excel&experience=shopify&timezone=Asia%2FManila',
    );
    expect(findTalentUrl({ ...filters, mode: 'username' }, 3)).toBe(
      '/find-talent?mode=username&username=maria&skills=Excel&page=3',
    );
    expect(findTalentUrl(EMPTY_TALENT_FILTERS)).toBe('/find-talent');
  });

  it('round-trips a URL through reading and writing', () => {
    const url = '/find-talent?skills=Excel&rating=4&category_id=12&page=2';
    const { page, ...filters } = read(url.split('?')[1] ?? '');
    expect(findTalentUrl(filters, page)).toBe(url);
  });
});

describe('Find Talent API request', () => {
  it('asks GET /api/talents with every skills-mode filter, skills trimmed and de-duplicated', () => {
    const path = talentRequestPath(
      {
        ...EMPTY_TALENT_FILTERS,
        skills: 'Excel, excel , Zendesk,',
        experience: 'shops',
        rating: '3',
        timezone: 'Europe/Lisbon',
        category_id: '7',
        username: 'ignored in this mode',
      },
      2,
      10,
    );
    expect(path).toBe(
      '/api/talents?skills=Excel%2CZendesk&experience=shops&rating=3&timezone=Europe%2FLisbon&category_id=7&page=2&limit=10',
    );
  });

  it('sends the talent facts filters in skills mode only', () => {
    const facts = {
      ...EMPTY_TALENT_FILTERS,
      rate_min: '10',
      rate_max: '40',
      country: 'PH',
      language: 'Tagalog',
      availability_min: '30',
      search_status: 'actively_looking',
    };
    expect(talentRequestPath(facts, 1, 10)).toBe(
      '/api/talents?rate_min=10&rate_max=40&country=PH&language=Tagalog&availability_min=30&search_status=actively_looking&page=1&limit=10',
    );
    expect(talentRequestPath({ ...facts, mode: 'username' }, 1, 10)).toBe(
      '/api/users?role=jobseeker&page=1&limit=10',
    );
  });

  it('asks GET /api/users?role=jobseeker with username and skills only', () => {
    const path = talentRequestPath(
      { ...EMPTY_TALENT_FILTERS, mode: 'username', username: 'maria', rating: '5' },
      1,
      10,
    );
    expect(path).toBe('/api/users?role=jobseeker&username=maria&page=1&limit=10');
  });

  it('keeps the overlap window in the URL and sends it only for those who hire, whole', () => {
    const filters = read(
      'overlap_timezone=America/New_York&overlap_start=09:00&overlap_end=17:00&min_overlap=4&sort=overlap',
    );
    expect(filters).toMatchObject({
      overlap_timezone: 'America/New_York',
      overlap_start: '09:00',
      overlap_end: '17:00',
      min_overlap: '4',
      sort: 'overlap',
    });
    expect(findTalentUrl(filters)).toContain('sort=overlap');
    const forEmployer = talentRequestPath(filters, 1, 10, true);
    expect(forEmployer).toContain('overlap_timezone=America%2FNew_York');
    expect(forEmployer).toContain('min_overlap=4');
    // A visitor's or jobseeker's request leaves it out rather than being refused.
    expect(talentRequestPath(filters, 1, 10)).not.toContain('overlap');
    // Half a window is not sent, nor kept.
    const half = { ...filters, overlap_end: '' };
    expect(talentRequestPath(half, 1, 10, true)).not.toContain('overlap');
    expect(findTalentUrl(half)).not.toContain('sort');
    expect(read('overlap_start=9am&min_overlap=25&sort=cheap')).toMatchObject({
      overlap_start: '',
      min_overlap: '',
      sort: '',
    });
  });
});
