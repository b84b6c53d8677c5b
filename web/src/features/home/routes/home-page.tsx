import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import ChatBubbleRoundedIcon from '@mui/icons-material/ChatBubbleRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import SavingsRoundedIcon from '@mui/icons-material/SavingsRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigation, useRevalidator } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { HeroIllustration } from '../components/hero-illustration';

const BENEFITS = [
  { key: 'verified', icon: VerifiedUserRoundedIcon },
  { key: 'chat', icon: ChatBubbleRoundedIcon },
  { key: 'letters', icon: MailRoundedIcon },
  { key: 'gifts', icon: CardGiftcardRoundedIcon },
  { key: 'privacy', icon: LockRoundedIcon },
  { key: 'credits', icon: SavingsRoundedIcon },
] as const;

const STEPS = ['create', 'discover', 'connect'] as const;

function GradientText({ children }: { children: React.ReactNode }) {
  return (
    <Box component="span" sx={{ background: brand.gradient, WebkitBackgroundClip: 'text', backgroundClip: 'text', color: 'transparent' }}>
      {children}
    </Box>
  );
}

function Hero() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: `radial-gradient(900px 520px at 85% 0%, ${brand.blush} 0, transparent 62%), radial-gradient(700px 480px at 0% 35%, ${brand.peach} 0, transparent 60%), ${brand.cream}`,
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 6, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' }, alignItems: 'center' }}>
          <Box>
            <Typography variant="overline" color="primary" component="p">
              {t('home.hero.eyebrow')}
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mt: 1 }}>
              {t('home.hero.titleStart')} <GradientText>{t('home.hero.titleAccent')}</GradientText>
            </Typography>
            <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', maxWidth: 540 }}>{t('home.hero.lead')}</Typography>
            <Box
              sx={{
                display: 'flex',
                gap: 1.5,
                mt: 4,
                flexDirection: { xs: 'column', sm: 'row' },
                '& > *': { width: { xs: '100%', sm: 'auto' }, whiteSpace: 'nowrap' },
              }}
            >
              {signedIn ? (
                <Button variant="contained" size="large" component={RouterLink} to="/myProfile" endIcon={<ArrowForwardRoundedIcon />}>
                  {t('home.hero.toProfile')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="contained"
                    size="large"
                    onClick={() => openModal('registration')}
                    endIcon={<ArrowForwardRoundedIcon />}
                    data-testid="hero-join"
                  >
                    {t('home.hero.cta')}
                  </Button>
                  <Button variant="outlined" size="large" onClick={() => openModal('login')} sx={{ bgcolor: 'rgba(255,255,255,.6)' }}>
                    {t('home.hero.haveAccount')}
                  </Button>
                </>
              )}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}>
              {(['trust1', 'trust2', 'trust3'] as const).map((k) => (
                <Box component="li" key={k} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'text.secondary', fontSize: 14 }}>
                  <Box
                    component="span"
                    sx={{
                      width: 22,
                      height: 22,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: '#fff',
                      color: 'primary.main',
                      boxShadow: '0 4px 10px rgba(214,51,108,.18)',
                    }}
                  >
                    ✓
                  </Box>
                  {t(`home.hero.${k}`)}
                </Box>
              ))}
            </Box>
          </Box>
          <HeroIllustration />
        </Box>
      </Container>
    </Box>
  );
}

function Benefits() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="benefits-title" maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
      <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" color="primary" component="p">
          {t('home.benefits.eyebrow')}
        </Typography>
        <Typography id="benefits-title" variant="h2">
          {t('home.benefits.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('home.benefits.lead')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {BENEFITS.map(({ key, icon: Icon }, i) => (
          <Card
            key={key}
            sx={{
              p: 3.5,
              transition: 'transform .25s, box-shadow .25s',
              '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 22px 50px rgba(43,33,53,.12)' },
            }}
          >
            <Box
              sx={{
                width: 54,
                height: 54,
                borderRadius: 4,
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                background: i % 2 ? `linear-gradient(135deg, ${brand.violet}, ${brand.rose})` : `linear-gradient(135deg, ${brand.coral}, ${brand.rose})`,
                boxShadow: '0 12px 24px rgba(214,51,108,.25)',
              }}
            >
              <Icon />
            </Box>
            <Typography variant="h5" component="h3" sx={{ mt: 2.5 }}>
              {t(`home.benefits.items.${key}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(`home.benefits.items.${key}.text`)}
            </Typography>
          </Card>
        ))}
      </Box>
    </Container>
  );
}

function AboutPromo() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="about-title" sx={{ background: brand.gradientSoft }}>
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.1fr' }, alignItems: 'center' }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {(['verified', 'moderation', 'support', 'languages'] as const).map((k, i) => (
              <Card
                key={k}
                sx={{ p: 3, bgcolor: i === 1 || i === 2 ? '#fff' : 'rgba(255,255,255,.7)', transform: { md: i % 2 ? 'translateY(24px)' : 'none' } }}
              >
                <Typography variant="h3" component="p" sx={{ color: 'primary.main' }}>
                  {t(`home.about.facts.${k}.value`)}
                </Typography>
                <Typography color="text.secondary" sx={{ fontWeight: 600, mt: 0.5 }}>
                  {t(`home.about.facts.${k}.label`)}
                </Typography>
              </Card>
            ))}
          </Box>
          <Box>
            <Typography variant="overline" color="primary" component="p">
              {t('home.about.eyebrow')}
            </Typography>
            <Typography id="about-title" variant="h2">
              {t('home.about.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('home.about.text1')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {t('home.about.text2')}
            </Typography>
            <Button component={RouterLink} to="/about" variant="outlined" sx={{ mt: 3, bgcolor: '#fff' }} endIcon={<ArrowForwardRoundedIcon />}>
              {t('home.about.more')}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="how-title" maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
      <Typography sx={{ textAlign: 'center' }} id="how-title" variant="h2">
        {t('home.how.title')}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 4, md: 6 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {STEPS.map((k, i) => (
          <Box component="li" key={k} sx={{ textAlign: { xs: 'left', md: 'center' }, display: { xs: 'flex', md: 'block' }, gap: 2 }}>
            <Box
              sx={{
                flexShrink: 0,
                width: 64,
                height: 64,
                mx: { md: 'auto' },
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontFamily: brand.fontDisplay,
                fontWeight: 700,
                fontSize: 26,
                color: 'primary.main',
                bgcolor: '#fff',
                border: `2px solid ${brand.blush}`,
              }}
            >
              {i + 1}
            </Box>
            <Box>
              <Typography variant="h5" component="h3" sx={{ mt: { md: 2 } }}>
                {t(`home.how.steps.${k}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 320, mx: { md: 'auto' } }}>
                {t(`home.how.steps.${k}.text`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}

function FinalCta() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 7, md: 10 } }}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 8,
          px: { xs: 3, md: 8 },
          py: { xs: 5, md: 7 },
          color: '#fff',
          background: brand.gradient,
          textAlign: 'center',
          boxShadow: '0 30px 70px rgba(214,51,108,.3)',
        }}
      >
        <Box aria-hidden sx={{ position: 'absolute', width: 320, height: 320, borderRadius: '50%', bgcolor: 'rgba(255,255,255,.1)', top: -140, right: -80 }} />
        <Box
          aria-hidden
          sx={{ position: 'absolute', width: 220, height: 220, borderRadius: '50%', bgcolor: 'rgba(255,255,255,.08)', bottom: -120, left: -60 }}
        />
        <Typography variant="h2" sx={{ position: 'relative' }}>
          {t('home.cta.title')}
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.9, position: 'relative', maxWidth: 560, mx: 'auto' }}>{t('home.cta.text')}</Typography>
        {signedIn ? (
          <Button
            component={RouterLink}
            to="/myProfile"
            size="large"
            sx={{ mt: 3.5, bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#fff4f7' } }}
          >
            {t('home.hero.toProfile')}
          </Button>
        ) : (
          <Button
            size="large"
            onClick={() => openModal('registration')}
            sx={{ mt: 3.5, bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#fff4f7' } }}
          >
            {t('home.cta.button')}
          </Button>
        )}
      </Box>
    </Container>
  );
}

/**
 * The home is the visitors' (a member's is the search, spec section 2). The root loader sends a member who opens
 * it on; a session that turns up while it shows (signed in here, or restored after the first render) runs that
 * loader again, which sends her on in place of `/`. A navigation already under way (the sign-in's own) is left
 * to finish: meanwhile the page stays as it is, in its signed-in form.
 */
function useMemberMovesOn() {
  const signedIn = useSession((s) => !!s.token);
  const navigating = useNavigation().state !== 'idle';
  const revalidator = useRevalidator();
  const moveOn = useEffectEvent(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  useEffect(() => {
    if (signedIn && !navigating) moveOn();
  }, [signedIn, navigating]);
}

/** Home (spec section 2): promo, about-us promo, benefits blocks. */
export function HomePage() {
  useMemberMovesOn();
  return (
    <>
      <Hero />
      <Benefits />
      <AboutPromo />
      <HowItWorks />
      <FinalCta />
    </>
  );
}

export default HomePage;
