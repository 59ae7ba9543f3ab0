import { Hero } from './Hero';
import { HomeFooter } from './HomeFooter';
import { MainContentTarget } from './SkipLink';
import { ToolStack } from './ToolStack';
import { useNavbarFade } from './useNavbarFade';

export function HomeLayout() {
  useNavbarFade();
  return (
    <div className="rslib-home">
      <MainContentTarget />
      <Hero />
      <ToolStack />
      <HomeFooter />
    </div>
  );
}
