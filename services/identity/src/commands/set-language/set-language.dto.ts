import { OneOf } from '@dating/platform';
import { LANGUAGES, type Language } from '@dating/rules';

/** Body of `user/settings/set-language`. */
export class SetLanguageDto {
  @OneOf('Language', LANGUAGES)
  language: Language;
}
