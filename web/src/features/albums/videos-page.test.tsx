import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import VideosPage from './routes/videos-page';

afterEach(() => vi.unstubAllGlobals());

const noVideos = () => fakeApi({ 'video/search': ok({ list: [], count: 0 }), 'user/prices': ok([]) });

describe('the videos screen', () => {
  it("a lady sees the men's videos in words about men, and an empty page is 'no videos yet', not a filter's fault", async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 });
    noVideos();
    renderWithApp(<VideosPage />, { route: '/videos' });
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
    expect(screen.getByText('Men’s videos')).toBeInTheDocument();
    expect(screen.getByText('Short videos from men who want you to see them as they are.')).toBeInTheDocument();
    expect(screen.queryByText('No videos match this filter')).toBeNull();
  });

  it('with a filter of his own, an empty page blames the filter', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    noVideos();
    renderWithApp(<VideosPage />, { route: '/videos?name_or_id=Zelda' });
    expect(await screen.findByText('No videos match this filter')).toBeInTheDocument();
    expect(screen.getByText('Ladies videos')).toBeInTheDocument();
  });
});
