import { AlbumsManager } from './albums-page';

/** /edit/editAlbums (men only): his photo albums as a tab of the profile editor (spec section 2's editAlbums child). */
export default function EditAlbums() {
  return <AlbumsManager embedded />;
}
