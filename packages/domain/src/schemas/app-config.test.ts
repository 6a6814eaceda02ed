import { describe, expect, it } from 'vitest';
import { helpVideoEmbedUrl, ZAppConfigInput, ZHelpVideoPlaylistUrl } from './app-config.js';

describe('helpVideoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/playlist?list=PLabc_-1',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLabc_-1',
    ],
    [
      'https://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?list=PL1',
    ],
    [
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL1',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL1',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s as %s', (address, embed) => {
    expect(helpVideoEmbedUrl(address)).toBe(embed);
  });

  it.each([
    'http://www.youtube.com/playlist?list=PL1',
    'https://www.youtube.com/',
    'https://www.youtube.com/playlist?list=PL1"><script>',
    'https://youtube.com.evil.example/playlist?list=PL1',
    'https://user@www.youtube.com/playlist?list=PL1',
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/1/../../evil',
    'javascript:alert(1)',
  ])('refuses %s', (address) => {
    expect(helpVideoEmbedUrl(address)).toBeNull();
    expect(ZHelpVideoPlaylistUrl.safeParse(address).success).toBe(false);
  });

  it('takes a blank address as no playlist', () => {
    expect(ZHelpVideoPlaylistUrl.parse('  ')).toBeNull();
    expect(ZHelpVideoPlaylistUrl.parse(undefined)).toBeNull();
  });
});

describe('ZAppConfigInput', () => {
  const valid = {
    paymentTypes: ['Gotówka'],
    priceGroups: ['Standard'],
    radiationGroups: ['2D'],
    carrierPrices: { Disc: '20,50', Film: 30, Pendrive: '40' },
    deviceTypes: ['CBCT'],
    regions: ['mazowieckie'],
    complaintTypes: ['Termin'],
    complaintResolutionTimeHours: '336',
    specializations: ['Ortodoncja'],
    visitFollowUpDays: 80,
    gadgets: [],
    visitReasons: ['Rutynowa'],
    helpVideoPlaylistUrl: '',
  };

  it('reads numbers typed as text and money with a comma', () => {
    expect(ZAppConfigInput.parse(valid)).toMatchObject({
      carrierPrices: { Disc: '20.50', Film: '30.00', Pendrive: '40.00' },
      complaintResolutionTimeHours: 336,
      helpVideoPlaylistUrl: null,
    });
  });

  it('refuses duplicates whatever their case, at the repeated item', () => {
    const result = ZAppConfigInput.safeParse({ ...valid, regions: ['Śląskie', 'ŚLĄSKIE'] });
    expect(result.error?.issues).toMatchObject([
      {
        path: ['regions', 1],
        message: 'validation.appConfig.duplicate',
        params: { value: 'ŚLĄSKIE' },
      },
    ]);
  });

  it('says a missing number or price is required', () => {
    const result = ZAppConfigInput.safeParse({
      ...valid,
      visitFollowUpDays: '',
      carrierPrices: { ...valid.carrierPrices, Film: '' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['carrierPrices.Film', 'validation.required'],
      ['visitFollowUpDays', 'validation.required'],
    ]);
  });
});
